import MailCheckIcon from 'lucide-react/icons/mail-check';
import type { ReactNode } from 'react';

/** What a screen turns into once a mail has gone out. */
export function EmailSentNotice({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div role="status" className="flex flex-col items-center text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-700">
        <MailCheckIcon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      <div className="mt-2 text-[0.9375rem] leading-relaxed text-muted">{children}</div>
      {actions ? <div className="mt-5 flex w-full flex-col gap-2.5">{actions}</div> : null}
    </div>
  );
}
