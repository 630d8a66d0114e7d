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
const locationCategories = ['Local', 'Living here for a season', 'Visiting', 'Digital nomad'];
const statuses = ['Chasing waves', 'Looking for a surf buddy', 'Up for plans', 'Working remotely'];

type ProfileEditFormProps = {
  profile: Profile;
  onSave: (input: FormOutput) => Promise<Profile>;
  onSaved?: (profile: Profile) => void;
  onCancel?: () => void;
};

/** Username, tagline, location (and its kind), status and its details. */
export function ProfileEditForm({ profile, onSave, onSaved, onCancel }: ProfileEditFormProps) {
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

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await onSave(values);
      form.reset(form.getValues());
      toast({
        title: 'Profile updated',
        description: 'Your changes are saved.',
        variant: 'success',
      });
      onSaved?.(saved);
    } catch (error) {
      showFieldErrors(error);
      toast({
        title: PROFILE_UPDATE_FAILED,
        description: profileUpdateErrorMessage(error),
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
        label="Username"
        error={errors.username?.message}
        hint="Letters, numbers, dots and underscores. Others find you by it."
      >
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('username')}
        />
      </Field>
      <Field
        label="Tagline"
        error={errors.tagline?.message}
        hint={`One line about you, up to ${PROFILE_LIMITS.tagline} characters.`}
      >
        <Input
          placeholder="Longboarder, coffee snob, sunset chaser"
          {...form.register('tagline')}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Location" error={errors.location?.message}>
          <Input
            autoComplete="address-level2"
            placeholder="Ericeira"
            {...form.register('location')}
          />
        </Field>
        <Field label="Location category" error={errors.locationCategory?.message}>
          <Input
            list="profile-location-categories"
            placeholder="Local"
            {...form.register('locationCategory')}
          />
        </Field>
      </div>
      <datalist id="profile-location-categories">
        {locationCategories.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <Field label="Status" error={errors.status?.message} hint="What you're up to right now.">
        <Input
          list="profile-statuses"
          placeholder="Looking for a surf buddy"
          {...form.register('status')}
        />
      </Field>
      <datalist id="profile-statuses">
        {statuses.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <Field
        label="Status details"
        error={errors.statusDetails?.message}
        hint={`Up to ${PROFILE_LIMITS.statusDetails} characters.`}
      >
        <Textarea
          rows={3}
          placeholder="Here until the end of May, out most mornings at Ribeira d'Ilhas."
          {...form.register('statusDetails')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button
          type="submit"
          loading={isSubmitting}
          loadingLabel="Saving..."
          disabled={!isDirty && !isSubmitting}
        >
          Save changes
        </Button>
      </div>
    </form>
  );
}
