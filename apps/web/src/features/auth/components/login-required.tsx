import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '../auth-context';
import { LoginRequiredOverlay } from './login-required-overlay';

type LoginRequiredProps = {
  title: string;
  description: string;
  showBrowseButton?: boolean;
  /** What a visitor sees dimmed behind the overlay; defaults to `children`. */
  preview?: ReactNode;
  children: ReactNode;
};

/**
 * Renders `children` for members; visitors get the login-required overlay over a preview, whose
 * Log In and Sign Up bring them back to this page. While the session is still being read
 * nothing is decided, so a member never sees the overlay flash.
 */
export function LoginRequired({ preview, children, ...overlay }: LoginRequiredProps) {
  const { t } = useLingui();
  const { status, user } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (user) return children;
  if (status === 'loading') {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center text-ocean-700">
        <Spinner size="lg" label={t`Loading...`} showLabel layout="stacked" />
      </div>
    );
  }
  return (
    <LoginRequiredOverlay {...overlay} redirectTo={`${pathname}${search}${hash}`}>
      {preview ?? children}
    </LoginRequiredOverlay>
  );
}
