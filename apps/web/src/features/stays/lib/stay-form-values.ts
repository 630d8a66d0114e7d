import { StayInput, type MyStay, type StayVisibility } from '@lineup/contracts';
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

/** react-hook-form's resolver over the shared schema: one message per field, the first. */
export const stayFormResolver: Resolver<StayFormValues> = async (values) => {
  const result = StayInput.safeParse(stayRequestOf(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<StayFormValues> = {};
  for (const issue of result.error.issues) {
    const field = stayFieldOf(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};
