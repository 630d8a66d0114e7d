import {
  CreatePlanRequest,
  missingPinHalf,
  POINT_PAIR_MESSAGE,
  type CreatePlanRequest as CreatePlanBody,
  type PlanDetail,
  type PlanVisibility,
  type UpdatePlanRequest,
} from '@lineup/contracts';
import type { I18n } from '@lingui/core';
import { get, set, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import {
  emptyRepeat,
  repeatFieldOf,
  repeatRequestOf,
  repeatRuleOf,
  type RepeatFormValues,
} from '@/lib/repeat-form-values';
import { pinRequestOf } from '@/components/ui/map/pin-picker';
import { planFormMessage } from './plan-form-messages';

/** What the form holds: text inputs stay strings until the request is built. */
export type PlanFormValues = {
  title: string;
  description: string;
  vibe: string;
  location: string;
  /** The meeting point's pin, as typed or set from the map: text until the request is built. */
  latitude: string;
  longitude: string;
  /** The area's slug. */
  area: string;
  /** A `datetime-local` value: wall-clock time in the area's zone. */
  startLocal: string;
  spotsLimit: string;
  visibility: PlanVisibility;
  /** How a new plan repeats (only on create; a plan's series is not edited as a rule). */
  repeat: RepeatFormValues;
};

export type PlanField = FieldPath<PlanFormValues>;

export function emptyPlanForm(area = ''): PlanFormValues {
  return {
    title: '',
    description: '',
    vibe: '',
    location: '',
    latitude: '',
    longitude: '',
    area,
    startLocal: '',
    spotsLimit: '',
    visibility: 'everyone',
    repeat: emptyRepeat,
  };
}

export function planFormValuesOf(plan: PlanDetail): PlanFormValues {
  return {
    title: plan.title,
    description: plan.description,
    vibe: plan.vibe ?? '',
    location: plan.location,
    // A plan without a pin of its own shows its area's point; the form keeps it empty.
    latitude:
      plan.meetingPoint && !plan.meetingPoint.approximate ? String(plan.meetingPoint.latitude) : '',
    longitude:
      plan.meetingPoint && !plan.meetingPoint.approximate
        ? String(plan.meetingPoint.longitude)
        : '',
    area: plan.area.slug,
    startLocal: plan.startLocal,
    spotsLimit: plan.spotsLimit === null ? '' : String(plan.spotsLimit),
    visibility: plan.visibility,
    repeat: emptyRepeat,
  };
}

/** The fields every plan has; empty text is sent as it is and stored as null. */
function planFieldsOf(values: PlanFormValues) {
  const spots = values.spotsLimit.trim();
  return {
    title: values.title,
    description: values.description,
    vibe: values.vibe,
    location: values.location,
    ...pinRequestOf(values.latitude, values.longitude),
    area: values.area,
    startLocal: values.startLocal,
    spotsLimit: spots === '' ? null : Number(spots),
    visibility: values.visibility,
  };
}

/** The PATCH body: every field the form edits, so what is on screen is what is saved. */
export function planRequestOf(values: PlanFormValues): UpdatePlanRequest {
  return planFieldsOf(values);
}

/**
 * The POST body: the plan and, when it repeats, its `repeat` (the server then makes every
 * session a plan of its own).
 */
export function newPlanRequestOf(values: PlanFormValues): CreatePlanBody {
  const repeat = repeatRequestOf(values.repeat, values.startLocal);
  return { ...planFieldsOf(values), ...(repeat ? { repeat } : {}) };
}

const FIELDS = [
  'title',
  'description',
  'vibe',
  'location',
  'latitude',
  'longitude',
  'area',
  'startLocal',
  'spotsLimit',
  'visibility',
] as const satisfies readonly PlanField[];

/** A request path (`spotsLimit`, `repeat.count`) as the form's field, or null when it names none. */
export function planFieldOf(path: string): PlanField | null {
  const [head, second] = path.split('.');
  if (head === 'repeat') return repeatFieldOf(second);
  return FIELDS.find((field) => field === head) ?? null;
}

/** Checks the values as the server will: the shared schema, then the rule against the start. */
function issuesOf(values: PlanFormValues): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const request = newPlanRequestOf(values);
  const half = missingPinHalf(request);
  if (half) issues.push({ path: half, message: POINT_PAIR_MESSAGE });
  const result = CreatePlanRequest.safeParse(request);
  if (!result.success) {
    for (const issue of result.error.issues) {
      issues.push({ path: issue.path.map(String).join('.'), message: issue.message });
    }
  }
  // What needs the start's day (the weekly days include it, the end is after it).
  const rule = repeatRuleOf(values.repeat, values.startLocal);
  if (rule && !rule.ok) issues.push({ path: rule.path, message: rule.message });
  return issues;
}

/**
 * react-hook-form's resolver over the shared schema: one message per field, the first, in the
 * page's language.
 */
export function planFormResolver(i18n: I18n): Resolver<PlanFormValues> {
  return async (values) => {
    const errors: FieldErrors<PlanFormValues> = {};
    for (const issue of issuesOf(values)) {
      const field = planFieldOf(issue.path);
      // Nested paths (`repeat.count`) are objects in react-hook-form's error tree.
      if (field && !get(errors, field)) {
        set(errors, field, { type: 'validate', message: planFormMessage(i18n, issue.message) });
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
