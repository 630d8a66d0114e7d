import {
  CreatePlanRequest,
  type CreatePlanRequest as CreatePlanBody,
  type PlanDetail,
  type PlanVisibility,
} from '@lineup/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the form holds: text inputs stay strings until the request is built. */
export type PlanFormValues = {
  title: string;
  description: string;
  vibe: string;
  location: string;
  /** The area's slug. */
  area: string;
  /** A `datetime-local` value: wall-clock time in the area's zone. */
  startLocal: string;
  spotsLimit: string;
  visibility: PlanVisibility;
};

export type PlanField = keyof PlanFormValues;

export function emptyPlanForm(area = ''): PlanFormValues {
  return {
    title: '',
    description: '',
    vibe: '',
    location: '',
    area,
    startLocal: '',
    spotsLimit: '',
    visibility: 'everyone',
  };
}

export function planFormValuesOf(plan: PlanDetail): PlanFormValues {
  return {
    title: plan.title,
    description: plan.description,
    vibe: plan.vibe ?? '',
    location: plan.location,
    area: plan.area.slug,
    startLocal: plan.startLocal,
    spotsLimit: plan.spotsLimit === null ? '' : String(plan.spotsLimit),
    visibility: plan.visibility,
  };
}

/** The request body; empty text is sent as it is and stored as null. */
export function planRequestOf(values: PlanFormValues): CreatePlanBody {
  const spots = values.spotsLimit.trim();
  return {
    title: values.title,
    description: values.description,
    vibe: values.vibe,
    location: values.location,
    area: values.area,
    startLocal: values.startLocal,
    spotsLimit: spots === '' ? null : Number(spots),
    visibility: values.visibility,
  };
}

const FIELDS: readonly PlanField[] = [
  'title',
  'description',
  'vibe',
  'location',
  'area',
  'startLocal',
  'spotsLimit',
  'visibility',
];

/** A request path (`spotsLimit`) as the form's field, or null when it names none. */
export function planFieldOf(path: string): PlanField | null {
  const head = path.split('.')[0] as PlanField;
  return FIELDS.includes(head) ? head : null;
}

/** react-hook-form's resolver over the shared schema: one message per field, the first. */
export const planFormResolver: Resolver<PlanFormValues> = async (values) => {
  const result = CreatePlanRequest.safeParse(planRequestOf(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<PlanFormValues> = {};
  for (const issue of result.error.issues) {
    const field = planFieldOf(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};
