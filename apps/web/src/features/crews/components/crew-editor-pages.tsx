import { useLingui } from '@lingui/react/macro';
import type { Area, CrewPage } from '@lineup/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { toast } from '@/components/ui/toast';
import { createCrew, refreshCrew, updateCrew } from '../api/crews-api';
import {
  createCrewRequestOf,
  crewFormValuesOf,
  emptyCrewForm,
  updateCrewRequestOf,
} from '../lib/crew-form-values';
import { CrewForm } from './crew-form';

const card = 'rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-7';

/** `/crews/create`: a new crew in the member's area; its maker is its owner. */
export function CreateCrewForm({ areas, defaultArea }: { areas: Area[]; defaultArea?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const known = areas.some((area) => area.slug === defaultArea);
  return (
    <div className={card}>
      <CrewForm
        mode="create"
        areas={areas}
        defaultValues={emptyCrewForm(known && defaultArea ? defaultArea : '')}
        submitLabel={t`Create crew`}
        onSave={async (values) => {
          const parsed = createCrewRequestOf(values);
          if (!parsed.ok) return;
          const crew = await createCrew(parsed.data);
          const name = crew.name;
          toast({
            title: t`${name} is on Lineup`,
            description: t`Invite the people who run it with you from the members panel.`,
            variant: 'success',
          });
          await refreshCrew(queryClient);
          await navigate(crew.path);
        }}
      />
    </div>
  );
}

/** `/crew/:handle/edit`: its owners change everything but the address. */
export function EditCrewForm({ crew, areas }: { crew: CrewPage; areas: Area[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <div className={card}>
      <CrewForm
        mode="edit"
        areas={areas}
        defaultValues={crewFormValuesOf(crew)}
        submitLabel={t`Save changes`}
        secondary={
          <LinkButton to={crew.path} variant="ghost">
            {t`Cancel`}
          </LinkButton>
        }
        onSave={async (values) => {
          const parsed = updateCrewRequestOf(values);
          if (!parsed.ok) return;
          const saved = await updateCrew(crew.handle, parsed.data);
          toast({ title: t`Crew saved`, description: saved.name, variant: 'success' });
          await refreshCrew(queryClient, saved.handle);
          await navigate(saved.path);
        }}
      />
    </div>
  );
}
