import { useLingui } from '@lingui/react/macro';
import ShieldAlertIcon from 'lucide-react/icons/shield-alert';
import { LinkButton } from '@/components/ui/link-button';

/** What a signed-in member who is not an admin sees at /admin; nothing is requested for it. */
export function AdminsOnlyNotice() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-ocean-900/15 bg-sand-100/50 px-6 py-12 text-center">
      <ShieldAlertIcon aria-hidden="true" className="size-8 text-coral-500" />
      <h2 className="text-lg font-semibold">{t`Admins only`}</h2>
      <p className="max-w-md text-sm text-muted">
        {t`This page is for the people who run Lineup. If you should have access, ask an admin to make you one.`}
      </p>
      <LinkButton to="/events" variant="secondary" className="mt-1">
        {t`Browse events`}
      </LinkButton>
    </div>
  );
}
