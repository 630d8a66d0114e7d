import { useLingui } from '@lingui/react/macro';
import CompassIcon from 'lucide-react/icons/compass';
import type { RefObject } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';

type LoginPromptDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the prompt closes. */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/** docs/product.md §2: the prompt behind the mobile Login button. */
export function LoginPromptDialog({ open, onOpenChange, returnFocusRef }: LoginPromptDialogProps) {
  const { t } = useLingui();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const target = returnFocusRef?.current;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t`Join to Add New Events`}</DialogTitle>
          <DialogDescription>
            {t`Sign up or log in to add and organize your own events!`}
          </DialogDescription>
        </DialogHeader>
        <div className="mt-6 grid grid-cols-2 gap-2.5">
          <LinkButton to="/login" variant="outline" onClick={close}>
            {t`Log In`}
          </LinkButton>
          <LinkButton to="/signup" onClick={close}>
            {t`Sign Up`}
          </LinkButton>
        </div>
        <div
          className="mt-4 flex items-center gap-3 text-xs font-medium text-muted"
          aria-hidden="true"
        >
          <span className="h-px flex-1 bg-ocean-900/10" />
          {t({ message: 'or', comment: 'Between the log-in buttons and the Browse Events button' })}
          <span className="h-px flex-1 bg-ocean-900/10" />
        </div>
        <LinkButton to="/events" variant="ghost" className="mt-2 w-full" onClick={close}>
          <CompassIcon aria-hidden="true" />
          {t`Browse Events`}
        </LinkButton>
        {/* Phones have no footer: a visitor picks the theme and the language here. */}
        <div className="mt-5 border-t border-ocean-900/8 pt-4">
          <ThemeSwitch />
          <LanguageSwitch className="mt-4" />
        </div>
      </DialogContent>
    </Dialog>
  );
}
