import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { Section } from '@/components/ui/section';
import { memberStaysQueryOptions } from '../api/stays-api';
import { stayDays } from '../lib/stay-days';
import { stayPlace } from '../lib/stay-place';

/**
 * A member's current and upcoming stays on their profile, as far as they share them with the
 * reader (docs/product.md §13). Members only: the page itself is the same for every visitor,
 * so the stays fill in once the reader is known, and nothing shows when none are shared.
 */
export function MemberStays({
  viewerId,
  memberId,
  name,
}: {
  viewerId: string;
  memberId: string;
  name: string;
}) {
  const { t, i18n } = useLingui();
  const stays = useQuery(memberStaysQueryOptions(viewerId, memberId));
  if (!stays.data?.length) return null;
  return (
    <Section title={t`Stays`} description={t`Where ${name} will be.`}>
      <ul aria-label={t`${name}'s stays`} className="flex flex-col gap-2.5">
        {stays.data.map((stay) => (
          <li
            key={stay.id}
            className="flex items-start gap-3 rounded-2xl bg-surface px-4 py-3 ring-1 ring-ocean-900/8"
          >
            <MapPinIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
            <div className="flex flex-col">
              <span className="font-semibold">
                {stayPlace(stay)}, {stayDays(i18n, stay.arrivesOn, stay.leavesOn)}
              </span>
              {stay.note ? <span className="text-sm text-muted">“{stay.note}”</span> : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
