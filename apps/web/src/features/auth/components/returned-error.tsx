import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { returnedErrorMessage } from '../auth-error';

/** Explains the `?error=` a failed mailed link or social sign-in came back with. */
export function ReturnedError({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const code = params.get('error');
  if (!code) return null;
  return (
    <Alert variant="error" className={className}>
      {returnedErrorMessage(i18n, code)}
    </Alert>
  );
}
