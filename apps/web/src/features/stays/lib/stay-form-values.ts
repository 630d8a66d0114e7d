import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  STAY_MAX_DAYS,
  STAY_NOTE_MAX_LENGTH,
  StayInput,
  stayMessages,
  type MyStay,
  type StayVisibility,
} from '@lineup/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the stay form holds; an empty town is "anywhere in the area". */
export type StayFormValues = {
  /** The area's slug. */
  area: string;
  cityId: string;
  arrivesOn: string;
  leavesOn: string;
  note: string;
  visibility: StayVisibility;
};

export type StayField = keyof StayFormValues;

export function emptyStayForm(area = ''): StayFormValues {
  return { area, cityId: '', arrivesOn: '', leavesOn: '', note: '', visibility: 'friends' };
}

export function stayFormValuesOf(stay: MyStay): StayFormValues {
  return {
    area: stay.area.slug,
    cityId: stay.city?.id ?? '',
    arrivesOn: stay.arrivesOn,
    leavesOn: stay.leavesOn,
    note: stay.note,
    visibility: stay.visibility,
  };
}

export function stayRequestOf(values: StayFormValues): StayInput {
  return { ...values, cityId: values.cityId === '' ? null : values.cityId };
}

const FIELDS: readonly StayField[] = [
  'area',
  'cityId',
  'arrivesOn',
  'leavesOn',
  'note',
  'visibility',
];

/** A request path as the form's field, or null when it names none. */
export function stayFieldOf(path: string): StayField | null {
  const head = path.split('.')[0] as StayField;
  return FIELDS.includes(head) ? head : null;
}

const maxDays = STAY_MAX_DAYS;
const maxNote = STAY_NOTE_MAX_LENGTH;

/** The shared schema's messages (`stayMessages`), as the form says them in the reader's language. */
const FORM_MESSAGES: Record<string, MessageDescriptor> = {
  [stayMessages.area]: msg`Choose one of the areas.`,
  [stayMessages.city]: msg`Choose a town of that area, or none.`,
  [stayMessages.arrivesOn]: msg`Give the day you arrive, such as 2027-06-03.`,
  [stayMessages.leavesOn]: msg`Give the day you leave, such as 2027-06-10.`,
  [stayMessages.leavesBeforeArriving]: msg`The day you leave can’t be before the day you arrive.`,
  [stayMessages.tooLong]: msg`A stay can last at most ${maxDays} days.`,
  [stayMessages.note]: msg`Keep the note to ${maxNote} characters.`,
};

/** react-hook-form's resolver over the shared schema: one message per field, the first. */
export function stayFormResolver(i18n: I18n): Resolver<StayFormValues> {
  return async (values) => {
    const result = StayInput.safeParse(stayRequestOf(values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<StayFormValues> = {};
    for (const issue of result.error.issues) {
      const field = stayFieldOf(issue.path.map(String).join('.'));
      const known = FORM_MESSAGES[issue.message];
      const message = known ? i18n._(known) : issue.message;
      if (field && !errors[field]) errors[field] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}
