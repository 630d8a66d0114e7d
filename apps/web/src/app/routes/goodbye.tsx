import { useLingui } from '@lingui/react/macro';
import CompassIcon from 'lucide-react/icons/compass';
import { useLocation } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageLayout } from '../shell/page-layout';

/** Where members land after logging out (docs/product.md §2 user menu) or deleting their account. */
export function Component() {
  const { t } = useLingui();
  const deleted = (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted;
  return (
    <PageLayout
      title={t`Goodbye`}
      heading={t`See you on the coast`}
      description={
        deleted
          ? t`Your account and personal data have been deleted. Thanks for riding along.`
          : t`You have been logged out. Your events and plans will be here when you come back.`
      }
      width="narrow"
    >
      <div className="flex flex-col gap-2.5 sm:flex-row">
        <LinkButton to="/events">
          <CompassIcon aria-hidden="true" />
          {t`Browse events`}
        </LinkButton>
        {deleted ? null : (
          <LinkButton to="/login" variant="outline">
            {t`Log in again`}
          </LinkButton>
        )}
      </div>
    </PageLayout>
  );
}
