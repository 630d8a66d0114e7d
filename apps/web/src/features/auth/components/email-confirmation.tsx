import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '../auth-context';
import { DEFAULT_RETURN_PATH, safeRedirectPath, withRedirectTo } from '../redirect-to';
import { ReturnedError } from './returned-error';

/**
 * docs/product.md §2: social logins (and confirmed addresses) come back here with `?redirectTo=`; once the
 * session is there the member goes on to that page, /profile by default.
 */
export function EmailConfirmation() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status, refreshSession } = useAuth();
  const target = safeRedirectPath(params.get('redirectTo'), DEFAULT_RETURN_PATH);
  const failed = params.has('error');
  const [checked, setChecked] = useState(false);
  const started = useRef(false);

  // The cookie was set by the server on the way here; read the session once more to be sure.
  useEffect(() => {
    if (started.current || failed) return;
    started.current = true;
    void refreshSession().finally(() => setChecked(true));
  }, [failed, refreshSession]);

  useEffect(() => {
    if (!failed && status === 'signed-in') void navigate(target, { replace: true });
  }, [failed, status, navigate, target]);

  if (!failed && (!checked || status !== 'signed-out')) {
    return (
      <div className="flex justify-center py-6 text-ocean-700">
        <Spinner size="lg" label={t`Signing you in...`} showLabel layout="stacked" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {failed ? (
        <ReturnedError />
      ) : (
        <p className="text-[0.9375rem] leading-relaxed text-muted">
          {t`We could not find a signed-in session. The link may have been used already, or it was opened in a different browser.`}
        </p>
      )}
      <LinkButton to={withRedirectTo('/login', target === DEFAULT_RETURN_PATH ? null : target)}>
        {t`Log In`}
      </LinkButton>
      <LinkButton to="/resend-confirmation" variant="ghost">
        {t`Send a new confirmation link`}
      </LinkButton>
    </div>
  );
}
