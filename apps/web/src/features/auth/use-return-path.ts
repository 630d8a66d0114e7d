import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_RETURN_PATH, safeRedirectPath } from './redirect-to';

/**
 * The page an account screen returns to: `?redirectTo=` when it is a path on this site,
 * otherwise /profile. `redirectTo` is `null` when none was asked for, so links between the
 * screens only carry it on when there is one.
 */
export function useReturnPath() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('redirectTo');
  const redirectTo = raw === null ? null : safeRedirectPath(raw, DEFAULT_RETURN_PATH);
  const target = redirectTo ?? DEFAULT_RETURN_PATH;
  const goToTarget = useCallback(
    () => void navigate(target, { replace: true }),
    [navigate, target],
  );
  return { redirectTo, target, goToTarget, email: params.get('email') ?? '' };
}
