import {
  CreateEventRequest,
  missingPinHalf,
  POINT_PAIR_MESSAGE,
  UpdateGuestSettingsRequest,
  type EditableEvent,
  type GuestSettings,
  type QuestionKind,
  type EditableEventStatus,
  type UpdateEventRequest,
  type EventCategory,
  type VenueOption,
} from '@lineup/contracts';
import type { I18n } from '@lingui/core';
import type { FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import { pinRequestOf } from '@/components/ui/map/pin-picker';
import {
  emptyRepeat,
  repeatFieldOf,
  repeatRequestOf,
  repeatRuleOf,
  type RepeatFormValues,
} from '@/lib/repeat-form-values';
import { CHOOSE_CATEGORY, CHOOSE_VENUE, eventFormMessage } from './event-form-messages';
import {
  emptyTranslationValues,
  translationFieldOf,
  translationRequestOf,
  translationValuesOf,
  type TranslationFormValues,
} from './translation-values';

export type NewVenueValues = {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  website: string;
  googleMaps: string;
  /** The pin, as typed or set from the map: text until the request is built. */
  latitude: string;
  longitude: string;
};

/** How the event says where it happens: a listed venue, a new one, or none yet. */
export type VenueMode = 'existing' | 'new' | 'none';

/** What the form holds: text inputs stay strings until the request is built. */
export type EventFormValues = {
  title: string;
  description: string;
  category: EventCategory | '';
  vibe: string;
  tags: string[];
  /** The area's id. */
  area: string;
  venueMode: VenueMode;
  venue: VenueOption | EditableEvent['venue'];
  newVenue: NewVenueValues;
  /** `datetime-local` values, wall-clock time in the area's zone. */
  startLocal: string;
  endLocal: string;
  capacity: string;
  priceText: string;
  externalUrl: string;
  imageUrl: string | null;
  repeat: RepeatFormValues;
  /** The handle of the crew that hosts it, or '' for none. */
  crew: string;
  /** Going needs the hosts' approval (docs/product.md §14 "Approval"). */
  requiresApproval: boolean;
  /** The questions asked at RSVP, in order (docs/product.md §14 "Questions"). */
  questions: QuestionDraft[];
} & TranslationFormValues;

/** One question as the form edits it; `questionId` keeps a saved one (and its answers). */
export type QuestionDraft = {
  questionId: string | null;
  kind: QuestionKind;
  label: string;
  options: string[];
  required: boolean;
};

export const choiceKinds: readonly QuestionKind[] = ['single', 'multiple'];

export function emptyQuestion(): QuestionDraft {
  return { questionId: null, kind: 'text', label: '', options: [], required: false };
}

/** The form's guest fields for the saved settings (none before the event exists). */
export function guestValuesOf(
  settings: GuestSettings | undefined,
): Pick<EventFormValues, 'requiresApproval' | 'questions'> {
  return {
    requiresApproval: settings?.requiresApproval ?? false,
    questions: (settings?.questions ?? []).map((question) => ({
      questionId: question.id,
      kind: question.kind,
      label: question.label,
      options: question.options,
      required: question.required,
    })),
  };
}

/** `PUT /api/events/:id/guest-settings`'s body; choices only go with choice questions. */
export function guestSettingsRequestOf(values: EventFormValues): UpdateGuestSettingsRequest {
  return {
    requiresApproval: values.requiresApproval,
    questions: values.questions.map((question) => ({
      ...(question.questionId ? { id: question.questionId } : {}),
      kind: question.kind,
      label: question.label,
      options: choiceKinds.includes(question.kind) ? question.options : [],
      required: question.required,
    })),
  };
}

/** Whether the guest fields differ from the saved settings, so they need saving. */
export function guestSettingsChanged(values: EventFormValues, saved: EventFormValues): boolean {
  return (
    JSON.stringify(guestSettingsRequestOf(values)) !== JSON.stringify(guestSettingsRequestOf(saved))
  );
}

export const emptyNewVenue: NewVenueValues = {
  name: '',
  street: '',
  postalCode: '',
  city: '',
  website: '',
  googleMaps: '',
  latitude: '',
  longitude: '',
};

export function emptyEventForm(area = '', pageLanguage?: string): EventFormValues {
  return {
    ...emptyTranslationValues(pageLanguage),
    title: '',
    description: '',
    category: '',
    vibe: '',
    tags: [],
    area,
    venueMode: 'existing',
    venue: null,
    newVenue: emptyNewVenue,
    startLocal: '',
    endLocal: '',
    capacity: '',
    priceText: '',
    externalUrl: '',
    imageUrl: null,
    repeat: emptyRepeat,
    crew: '',
    requiresApproval: false,
    questions: [],
  };
}

export function formValuesOf(event: EditableEvent, settings?: GuestSettings): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    category: event.category,
    vibe: event.vibe ?? '',
    tags: event.tags,
    area: event.area.id,
    venueMode: event.venue ? 'existing' : 'none',
    venue: event.venue,
    newVenue: emptyNewVenue,
    startLocal: event.startLocal,
    endLocal: event.endLocal,
    capacity: event.capacity === null ? '' : String(event.capacity),
    priceText: event.priceText ?? '',
    externalUrl: event.externalUrl ?? '',
    imageUrl: event.imageUrl,
    repeat: emptyRepeat,
    crew: event.crew ?? '',
    ...guestValuesOf(settings),
    ...translationValuesOf(event),
  };
}

/** `crew` for the request when the form changed it from `initial`; left out otherwise. */
export function crewChangeOf(values: EventFormValues, initial: string) {
  return values.crew === initial ? {} : { crew: values.crew || null };
}

/** The request body for the form's values; empty text is sent as it is and stored as null. */
export function requestOf(values: EventFormValues) {
  return { ...eventRequestOf(values), repeat: repeatRequestOf(values.repeat, values.startLocal) };
}

/** The fields every event has, on create and on edit. */
function eventRequestOf(values: EventFormValues) {
  const capacity = values.capacity.trim();
  return {
    title: values.title,
    description: values.description,
    category: (values.category || undefined) as EventCategory,
    vibe: values.vibe,
    tags: values.tags,
    area: values.area,
    venueId: values.venueMode === 'existing' ? (values.venue?.id ?? null) : null,
    newVenue:
      values.venueMode === 'new'
        ? {
            ...values.newVenue,
            ...pinRequestOf(values.newVenue.latitude, values.newVenue.longitude),
          }
        : null,
    startLocal: values.startLocal,
    endLocal: values.endLocal,
    capacity: capacity === '' ? null : Number(capacity),
    priceText: values.priceText,
    externalUrl: values.externalUrl,
    imageUrl: values.imageUrl,
    ...translationRequestOf(values),
  };
}

/** Request paths (`newVenue.name`, `tags.2`) onto the form's fields. */
export function fieldOf(path: string): FieldPath<EventFormValues> | null {
  const [head, second] = path.split('.');
  switch (head) {
    case 'title':
    case 'description':
    case 'category':
    case 'vibe':
    case 'area':
    case 'startLocal':
    case 'endLocal':
    case 'capacity':
    case 'priceText':
    case 'externalUrl':
    case 'imageUrl':
    case 'tags':
    case 'crew':
      return head;
    case 'requiresApproval':
      return head;
    case 'locale':
    case 'translations':
      return translationFieldOf(path);
    case 'questions': {
      const index = Number(second);
      if (!Number.isInteger(index)) return null;
      const part = path.split('.')[2];
      const field = part === 'options' || part === 'kind' ? part : 'label';
      return `questions.${index}.${field}` as FieldPath<EventFormValues>;
    }
    case 'venueId':
      return 'venue';
    case 'repeat':
      return repeatFieldOf(second);
    case 'newVenue':
      switch (second) {
        case 'name':
        case 'street':
        case 'postalCode':
        case 'city':
        case 'website':
        case 'googleMaps':
        case 'latitude':
        case 'longitude':
          return `newVenue.${second}`;
        default:
          return 'newVenue.name';
      }
    default:
      return null;
  }
}

type Issue = { path: string; message: string };

function setError(errors: FieldErrors<EventFormValues>, field: string, message: string) {
  // Nested paths (`newVenue.city`) are objects in react-hook-form's error tree.
  const parts = field.split('.');
  let node = errors as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) {
    node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts.at(-1)!;
  if (!node[last]) node[last] = { type: 'validate', message };
}

/** Checks the values with the contract's schema, as the server will. */
export function validateEventForm(values: EventFormValues): Issue[] {
  const issues: Issue[] = [];
  if (!values.category) issues.push({ path: 'category', message: CHOOSE_CATEGORY });
  if (values.venueMode === 'existing' && !values.venue) {
    issues.push({ path: 'venueId', message: CHOOSE_VENUE });
  }
  const request = requestOf(values);
  const half = request.newVenue ? missingPinHalf(request.newVenue) : null;
  if (half) issues.push({ path: `newVenue.${half}`, message: POINT_PAIR_MESSAGE });
  const result = CreateEventRequest.safeParse(request);
  if (!result.success) {
    for (const issue of result.error.issues) {
      issues.push({ path: issue.path.map(String).join('.'), message: issue.message });
    }
  }
  // What needs the start's day (the weekly days include it, the end is after it).
  const rule = repeatRuleOf(values.repeat, values.startLocal);
  if (rule && !rule.ok) issues.push({ path: rule.path, message: rule.message });
  const guests = UpdateGuestSettingsRequest.safeParse(guestSettingsRequestOf(values));
  if (!guests.success) {
    for (const issue of guests.error.issues) {
      issues.push({ path: issue.path.map(String).join('.'), message: issue.message });
    }
  }
  return issues;
}

/**
 * react-hook-form's resolver over the shared schema: one message per field, the first, in the
 * page's language.
 */
export function eventFormResolver(i18n: I18n): Resolver<EventFormValues> {
  return async (values) => {
    const errors: FieldErrors<EventFormValues> = {};
    for (const issue of validateEventForm(values)) {
      const field = fieldOf(issue.path);
      if (field) setError(errors, field, eventFormMessage(i18n, issue.message));
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/** The PATCH body: every field the form edits, so what is on screen is what is saved. */
export function updateRequestOf(
  values: EventFormValues,
  status?: EditableEventStatus,
): UpdateEventRequest {
  return { ...eventRequestOf(values), ...(status ? { status } : {}) };
}
