import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RsvpVisibility } from '@lineup/contracts';
import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { updatePrivacy } from '../api/account-api';
import { SettingsSection } from '@/components/ui/settings-section';

const options: {
  value: RsvpVisibility;
  label: MessageDescriptor;
  description: MessageDescriptor;
  /** The toast once saved. */
  saved: MessageDescriptor;
}[] = [
  {
    value: 'everyone',
    label: msg({ message: 'Everyone', comment: 'Who sees my RSVPs: everyone' }),
    description: msg`Anyone can see which events you go to.`,
    saved: msg`Everyone can see your RSVPs now.`,
  },
  {
    value: 'friends',
    label: msg({ message: 'Friends', comment: 'Who sees my RSVPs: friends only' }),
    description: msg`Only your friends on Lineup can see them.`,
    saved: msg`Friends can see your RSVPs now.`,
  },
  {
    value: 'nobody',
    label: msg({ message: 'Nobody', comment: 'Who sees my RSVPs: nobody' }),
    description: msg`Your RSVPs stay private to you.`,
    saved: msg`Nobody can see your RSVPs now.`,
  },
];

/** Who sees my RSVPs: everyone, friends or nobody. Saved as soon as it changes. */
export function PrivacySettings({
  value,
  onSaved,
}: {
  value: RsvpVisibility;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const [selected, setSelected] = useState<RsvpVisibility>(value);
  const [saving, setSaving] = useState(false);

  async function change(next: RsvpVisibility) {
    const previous = selected;
    setSelected(next);
    setSaving(true);
    try {
      await updatePrivacy({ rsvpVisibility: next });
      onSaved();
      toast({
        title: t`Privacy updated`,
        description: i18n._(options.find((option) => option.value === next)!.saved),
        variant: 'success',
      });
    } catch (error) {
      setSelected(previous);
      toast({
        title: t`Your privacy setting was not saved`,
        description: error instanceof Error ? error.message : t`Please try again.`,
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsSection
      title={t`Who sees my RSVPs`}
      description={t`Controls who can see the events you're going to on your profile and on event pages.`}
    >
      <RadioGroup.Root
        value={selected}
        onValueChange={(next) => void change(next as RsvpVisibility)}
        disabled={saving}
        aria-label={t`Who sees my RSVPs`}
        className="flex flex-col gap-2"
      >
        {options.map((option) => (
          // The control is Radix's radio, a <button>, inside the label: the rule knows only <input>.
          // eslint-disable-next-line jsx-a11y/label-has-associated-control
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-2xl p-3 ring-1 ring-ocean-900/10 transition-colors ring-inset has-[[data-state=checked]]:bg-ocean-50 has-[[data-state=checked]]:ring-ocean-300"
          >
            <RadioGroup.Item
              value={option.value}
              aria-label={i18n._(option.label)}
              className="mt-0.5 flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full bg-surface ring-2 ring-ocean-900/25 focus-visible:ring-ocean-500 focus-visible:outline-none data-[state=checked]:ring-ocean-600"
            >
              <RadioGroup.Indicator className="size-2.5 rounded-full bg-ocean-600" />
            </RadioGroup.Item>
            <span>
              <span className="block text-sm font-semibold text-ink">{i18n._(option.label)}</span>
              <span className="block text-sm text-muted">{i18n._(option.description)}</span>
            </span>
          </label>
        ))}
      </RadioGroup.Root>
    </SettingsSection>
  );
}
