import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

// The dialog code is fetched on first tap (or when the finger lands), not with the first page.
const loadPrompt = () => import('./login-prompt-dialog');
const LoginPromptDialog = lazy(() =>
  loadPrompt().then((module) => ({ default: module.LoginPromptDialog })),
);

/** docs/product.md §2: on mobile, visitors get one Login button that opens the join prompt. */
export function MobileLoginButton({
  variant = 'primary',
  className,
}: {
  variant?: 'primary' | 'inverse';
  className?: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        size="sm"
        variant={variant}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadPrompt()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {t({
          message: 'Login',
          comment: 'Mobile header button that opens the sign-up or log-in prompt',
        })}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <LoginPromptDialog open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
