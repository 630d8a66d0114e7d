import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_LIMITS, UpdateProfileRequest, type Profile } from '@lineup/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { PROFILE_UPDATE_FAILED, profileUpdateErrorMessage } from '../profile-messages';

type FormInput = z.input<typeof UpdateProfileRequest>;
type FormOutput = z.output<typeof UpdateProfileRequest>;

const fieldNames = [
  'username',
  'tagline',
  'location',
  'locationCategory',
  'status',
  'statusDetails',
] as const;

/** Suggestions only: members may type their own. */
// Suggestions only: a member may write anything, in any language.
const locationCategories = [
  msg({ message: 'Local', comment: 'Profile location category: someone who lives in the area' }),
  msg`Living here for a season`,
  msg`Visiting`,
  msg`Digital nomad`,
];
const statuses = [
  msg`Chasing waves`,
  msg`Looking for a surf buddy`,
  msg`Up for plans`,
  msg`Working remotely`,
];

type ProfileEditFormProps = {
  profile: Profile;
  onSave: (input: FormOutput) => Promise<Profile>;
  onSaved?: (profile: Profile) => void;
  onCancel?: () => void;
};

/** Username, tagline, location (and its kind), status and its details. */
export function ProfileEditForm({ profile, onSave, onSaved, onCancel }: ProfileEditFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(UpdateProfileRequest),
    defaultValues: {
      username: profile.username,
      tagline: profile.tagline ?? '',
      location: profile.location ?? '',
      locationCategory: profile.locationCategory ?? '',
      status: profile.status ?? '',
      statusDetails: profile.statusDetails ?? '',
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const taglineMax = PROFILE_LIMITS.tagline;
  const statusDetailsMax = PROFILE_LIMITS.statusDetails;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await onSave(values);
      form.reset(form.getValues());
      toast({
        title: t`Profile updated`,
        description: t`Your changes are saved.`,
        variant: 'success',
      });
      onSaved?.(saved);
    } catch (error) {
      showFieldErrors(error);
      toast({
        title: i18n._(PROFILE_UPDATE_FAILED),
        description: profileUpdateErrorMessage(i18n, error),
        variant: 'destructive',
      });
    }
  });

  function showFieldErrors(error: unknown) {
    if (!isApiError(error)) return;
    const field = (error.details as { field?: string } | undefined)?.field;
    if (error.status === 409 && field === 'username') {
      form.setError('username', { message: error.message }, { shouldFocus: true });
    }
    setServerFieldErrors(error, {
      setError: form.setError,
      fieldOf: (path) => fieldNames.find((candidate) => candidate === path),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Field
        label={t`Username`}
        error={errors.username?.message}
        hint={t`Letters, numbers, dots and underscores. Others find you by it.`}
      >
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('username')}
        />
      </Field>
      <Field
        label={t`Tagline`}
        error={errors.tagline?.message}
        hint={t`One line about you, up to ${taglineMax} characters.`}
      >
        <Input
          placeholder={t`Longboarder, coffee snob, sunset chaser`}
          {...form.register('tagline')}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t`Location`} error={errors.location?.message}>
          <Input
            autoComplete="address-level2"
            placeholder="Ericeira"
            {...form.register('location')}
          />
        </Field>
        <Field label={t`Location category`} error={errors.locationCategory?.message}>
          <Input
            list="profile-location-categories"
            placeholder={i18n._(locationCategories[0]!)}
            {...form.register('locationCategory')}
          />
        </Field>
      </div>
      <datalist id="profile-location-categories">
        {locationCategories.map((value) => (
          <option key={value.id} value={i18n._(value)} />
        ))}
      </datalist>
      <Field
        label={t`Status`}
        error={errors.status?.message}
        hint={t`What you're up to right now.`}
      >
        <Input
          list="profile-statuses"
          placeholder={i18n._(statuses[1]!)}
          {...form.register('status')}
        />
      </Field>
      <datalist id="profile-statuses">
        {statuses.map((value) => (
          <option key={value.id} value={i18n._(value)} />
        ))}
      </datalist>
      <Field
        label={t`Status details`}
        error={errors.statusDetails?.message}
        hint={t`Up to ${statusDetailsMax} characters.`}
      >
        <Textarea
          rows={3}
          placeholder={t`Here until the end of May, out most mornings at Ribeira d'Ilhas.`}
          {...form.register('statusDetails')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        ) : null}
        <Button
          type="submit"
          loading={isSubmitting}
          loadingLabel={t`Saving...`}
          disabled={!isDirty && !isSubmitting}
        >
          {t`Save changes`}
        </Button>
      </div>
    </form>
  );
}
