import { lazy, Suspense } from 'react';
import { useAuth } from '@/features/auth/auth-context';

// Members only, and loaded only for them: a visitor's first load of home carries none of it.
const WhileYoureInWiring = lazy(() =>
  import('./while-youre-in-wiring').then((module) => ({ default: module.WhileYoureInWiring })),
);

/**
 * "While you're in…" on home and on an area page (docs/product.md §13). The page's server
 * render is the same for every visitor and never carries it; it fills in once the member is
 * known.
 */
export function WhileYoureInSlot({
  area,
  invite,
  className,
}: {
  area?: string;
  /** Without a stay, invite the member to add one. */
  invite?: boolean;
  className?: string;
}) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <WhileYoureInWiring viewerId={user.id} area={area} invite={invite} className={className} />
    </Suspense>
  );
}
