import { useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { SearchCombobox } from './search-combobox';

type SearchSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
};

/** The phone's search: a full-height sheet with the search box and its suggestions. */
export function SearchSheet({ open, onOpenChange, returnFocusRef }: SearchSheetProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        // Full height on phones, so the keyboard never covers the suggestions.
        className="top-0 rounded-t-none pt-[max(1.25rem,env(safe-area-inset-top))] sm:rounded-t-[1.75rem]"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <DialogTitle className="text-xl">{t`Search`}</DialogTitle>
        {/* The sheet was opened to type a search: its box takes the dialog's first focus. */}
        <SearchCombobox
          appearance="sheet"
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onNavigate={() => onOpenChange(false)}
          className="mt-4 mr-10 sm:mr-0"
        />
      </DialogContent>
    </Dialog>
  );
}
