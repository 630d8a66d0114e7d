import { useLingui } from '@lingui/react/macro';
import PlusIcon from 'lucide-react/icons/plus';
import { LinkButton } from '@/components/ui/link-button';
import { cn } from '@/lib/cn';

export const CREATE_EVENT_PATH = '/events/create';
/** docs/product.md §2: visitors go through the auth screen and come back to the form. */
export const CREATE_EVENT_AUTH_PATH = `/auth?redirectTo=${CREATE_EVENT_PATH}`;

/**
 * docs/product.md §2: "New Event" in the header; below 768 px only its icon shows (the name stays
 * for screen readers). Up to 1023 px too: "Add Event" beside it in the nav names the same page,
 * and the logo's name and the chosen area's need the room.
 */
export function NewEventButton({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const { t } = useLingui();
  return (
    <LinkButton
      to={signedIn ? CREATE_EVENT_PATH : CREATE_EVENT_AUTH_PATH}
      variant="accent"
      size="sm"
      className={cn('max-lg:size-9 max-lg:px-0', className)}
      title={t`New Event`}
    >
      <PlusIcon aria-hidden="true" strokeWidth={2.5} />
      <span className="max-lg:sr-only">{t`New Event`}</span>
    </LinkButton>
  );
}
