import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';

// The error page loads only when something breaks, so no page's first load carries it.
const ErrorPage = lazy(() =>
  import('./error-page').then(({ ErrorPage }) => ({ default: ErrorPage })),
);

/** A page crashed: the error page shows inside the header and footer, which still work. */
export function PageErrorBoundary() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <ErrorPage error={error} />
    </Suspense>
  );
}

/** The shell itself crashed: the error page is all there is. */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <ErrorPage error={error} fullScreen />
    </Suspense>
  );
}
