import {
  CreateCrewRequest,
  UpdateCrewRequest,
  type CreateCrewValues,
  type CrewPage,
  type UpdateCrewValues,
} from '@lineup/contracts';
import type { FieldErrors, FieldPath, Resolver } from 'react-hook-form';

/** What the form holds; empty link rows are left out of the request. */
export type CrewFormValues = {
  name: string;
  /** Only when making a crew: the address stays once it is made. */
  handle: string;
  description: string;
  /** The area's slug. */
  area: string;
  links: { url: string }[];
  imageUrl: string | null;
};

export type CrewField = FieldPath<CrewFormValues>;

export function emptyCrewForm(area = ''): CrewFormValues {
  return { name: '', handle: '', description: '', area, links: [{ url: '' }], imageUrl: null };
}

export function crewFormValuesOf(crew: CrewPage): CrewFormValues {
  return {
    name: crew.name,
    handle: crew.handle,
    description: crew.description,
    area: crew.area.slug,
    links: crew.links.length > 0 ? crew.links.map((url) => ({ url })) : [{ url: '' }],
    imageUrl: crew.imageUrl,
  };
}

/** A handle suggested from the name: "Ribeira Surf Club" → "ribeira-surf-club". */
export function handleFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

function fieldsOf(values: CrewFormValues) {
  return {
    name: values.name,
    description: values.description,
    area: values.area,
    links: values.links.map((link) => link.url.trim()).filter((url) => url !== ''),
    imageUrl: values.imageUrl,
  };
}

/** A request path (`links.2`, `handle`) as the form's field, or null when it names none. */
export function crewFieldOf(path: string, values?: CrewFormValues): CrewField | null {
  const [head, index] = path.split('.');
  if (head === 'links') {
    if (index === undefined || !values) return 'links';
    // The request left out the empty rows: its n-th link is the form's n-th filled row.
    const rows = values.links.flatMap((link, row) => (link.url.trim() === '' ? [] : [row]));
    const row = rows[Number(index)];
    return row === undefined ? 'links' : `links.${row}.url`;
  }
  const fields = ['name', 'handle', 'description', 'area', 'imageUrl'] as const;
  return fields.find((field) => field === head) ?? null;
}

type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors<CrewFormValues> };

type Issue = { path: PropertyKey[]; message: string };

/** The schema's issues as the form's errors: one message per field, the first. */
function errorsOf(values: CrewFormValues, issues: Issue[]): FieldErrors<CrewFormValues> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const field = crewFieldOf(issue.path.map(String).join('.'), values);
    if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
  }
  return errorTree(errors);
}

/** `{ 'links.1.url': error }` as react-hook-form's nested error tree. */
function errorTree(flat: Record<string, { type: string; message: string }>) {
  const tree: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node: Record<string, unknown> = tree;
    keys.slice(0, -1).forEach((key) => {
      node = (node[key] ??= {}) as Record<string, unknown>;
    });
    node[keys.at(-1)!] = error;
  }
  return tree as FieldErrors<CrewFormValues>;
}

/** The POST body for a new crew, checked by the shared schema. */
export function createCrewRequestOf(values: CrewFormValues): Parsed<CreateCrewValues> {
  const result = CreateCrewRequest.safeParse({ handle: values.handle, ...fieldsOf(values) });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: errorsOf(values, result.error.issues) };
}

/** The PATCH body: every field the form edits, so what is on screen is what is saved. */
export function updateCrewRequestOf(values: CrewFormValues): Parsed<UpdateCrewValues> {
  const result = UpdateCrewRequest.safeParse(fieldsOf(values));
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: errorsOf(values, result.error.issues) };
}

/** react-hook-form's resolver over the shared schema: one message per field, the first. */
export function crewFormResolver(mode: 'create' | 'edit'): Resolver<CrewFormValues> {
  return async (values) => {
    const parsed = mode === 'create' ? createCrewRequestOf(values) : updateCrewRequestOf(values);
    return parsed.ok ? { values, errors: {} } : { values: {}, errors: parsed.errors };
  };
}
