import fc from 'fast-check';

/**
 * Malformed requests for every operation of an OpenAPI document: the API fuzz suite
 * (`app.fuzz.test.ts`) sends them to the real app and expects no answer of 5xx. Everything is
 * derived from the document, so a route added later is fuzzed without a change here; values
 * drawn at random come from fast-check with a fixed seed, so a run can be repeated exactly.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };

type OperationObject = {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type FuzzOperation = {
  method: string;
  /** The OpenAPI path, `/api/plans/{planId}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, with `$ref`s still in it. */
  body?: JsonSchema;
  /** Takes a multipart file upload (documented in the summary; the body is not declared). */
  upload: boolean;
};

/** One request to send; `path` holds the query string, `body` is sent as it is. */
export type FuzzRequest = {
  operation: string;
  variant: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path'),
        queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        upload: /multipart\/form-data/.test(operation.summary ?? ''),
      })),
  );
}

// ---- Values -------------------------------------------------------------------------------

/** Raw URL text for a path segment or a query value: each is wrong in its own way. */
const BAD_URL_VALUES: Array<[string, string]> = [
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['NUL beside a bad escape', 'a%00%zz'],
  ['overlong NUL', '%C0%80'],
  ['lone surrogate bytes', '%ED%A0%80'],
  ['lone percent', '%'],
  ['bad percent', '%zz'],
  ['huge', 'a'.repeat(20_000)],
  ['negative', '-1'],
  ['zero', '0'],
  ['fraction', '1.5'],
  ['overflow', '1e309'],
  ['big integer', '99999999999999999999999'],
  ['NaN', 'NaN'],
  ['boolean', 'true'],
  ['null', 'null'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['dot dot', '..'],
  ['encoded traversal', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
  ['quote', "'%20OR%201%3D1--"],
  ['emoji', '%F0%9F%8C%8A'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['far date', '9999-12-31'],
  ['year zero', '0000-01-01T00:00:00Z'],
  ['spaces', '%20%20'],
];

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** JSON text put in place of one field's value. */
const BAD_JSON_VALUES: Array<[string, string]> = [
  ['null', 'null'],
  ['negative', '-1'],
  ['huge number', '1e308'],
  ['boolean', 'true'],
  ['empty string', '""'],
  ['NUL', '"a\\u0000b"'],
  ['lone surrogate', '"a\\ud800"'],
  ['huge string', JSON.stringify('x'.repeat(200_000))],
  ['array', '["a", 1]'],
  ['object', '{"a": "b"}'],
  ['deep array', deepArray(2_000)],
  ['__proto__', '{"__proto__": {"role": "admin"}}'],
  ['far date', '"9999-12-31T23:59:59Z"'],
  ['not a date', '"2026-02-30T25:61:00"'],
];

/** Whole JSON bodies that no route accepts. */
const BAD_BODIES: Array<[string, string]> = [
  ['invalid JSON', '{"a":'],
  ['trailing comma', '{"a": 1,}'],
  ['empty', ''],
  ['null', 'null'],
  ['number', '42'],
  ['string', '"text"'],
  ['array where an object is expected', '[{}]'],
  ['__proto__ key', '{"__proto__": {"isAdmin": true, "role": "admin"}}'],
  ['constructor key', '{"constructor": {"prototype": {"role": "admin"}}}'],
  ['NUL key', '{"a\\u0000": 1}'],
  ['deep nesting (arrays)', deepArray(50_000)],
  ['deep nesting (objects)', deepObject(20_000)],
  ['over 1 MB', JSON.stringify({ text: 'x'.repeat(1_100_000) })],
];

const BOGUS_MULTIPART = 'multipart/form-data; boundary=not-the-one-in-the-body';
const MULTIPART_BODY =
  '--another\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--another--\r\n';

// ---- Schemas -------------------------------------------------------------------------------

export class SchemaBook {
  constructor(private readonly document: OpenApiDocument) {}

  /** The schema itself, `$ref` and `allOf` followed. */
  resolve(schema: JsonSchema | undefined): JsonSchema {
    let current = schema ?? {};
    for (let hops = 0; current.$ref && hops < 20; hops++) {
      const name = current.$ref.split('/').pop() ?? '';
      current = this.document.components?.schemas?.[name] ?? {};
    }
    if (current.allOf) {
      return current.allOf
        .map((part) => this.resolve(part))
        .reduce<JsonSchema>(
          (merged, part) => ({
            ...merged,
            ...part,
            properties: { ...merged.properties, ...part.properties },
            required: [...(merged.required ?? []), ...(part.required ?? [])],
          }),
          {},
        );
    }
    return current;
  }

  /** The schema resolved, and of a union its first option that is not just null. */
  pick(schema: JsonSchema): JsonSchema {
    const resolved = this.resolve(schema);
    const options = resolved.anyOf ?? resolved.oneOf;
    if (!options) return resolved;
    const option = options.find((o) => this.resolve(o).type !== 'null') ?? options[0] ?? {};
    return this.pick(option);
  }

  private typeOf(schema: JsonSchema): string | undefined {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    return types.find((type) => type && type !== 'null') ?? (schema.properties && 'object');
  }

  /**
   * A plausible value for `schema`: what a well-behaved client would send, with `known` values
   * (real ids, an area's slug) used for fields of those names, so requests get past validation.
   */
  sample(schema: JsonSchema | undefined, known: Record<string, unknown>, name = ''): unknown {
    if (name in known) return known[name];
    const s = this.pick(schema ?? {});
    if (s.const !== undefined) return s.const;
    if (s.enum) return s.enum[0];
    if (s.default !== undefined) return s.default;
    switch (this.typeOf(s)) {
      case 'object':
        return Object.fromEntries(
          Object.entries(s.properties ?? {}).map(([key, child]) => [
            key,
            this.sample(child, known, key),
          ]),
        );
      case 'array':
        return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () =>
          this.sample(s.items, known),
        );
      case 'integer':
      case 'number':
        return s.minimum ?? 1;
      case 'boolean':
        return true;
      case 'string':
        return sampleString(s);
      default:
        return 'x';
    }
  }

  /**
   * Values drawn at random for `schema` that mostly keep to it (types, enums, bounds) but
   * use any printable Unicode, extreme numbers and far dates: inputs that pass validation and
   * reach the services and the database.
   */
  arbitrary(
    schema: JsonSchema | undefined,
    known: Record<string, unknown>,
    depth = 0,
  ): fc.Arbitrary<unknown> {
    const s = this.pick(schema ?? {});
    const nullable = Array.isArray(s.type) && s.type.includes('null');
    const value = this.arbitraryOfType(s, known, depth);
    return nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
  }

  private arbitraryOfType(
    s: JsonSchema,
    known: Record<string, unknown>,
    depth: number,
  ): fc.Arbitrary<unknown> {
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    switch (this.typeOf(s)) {
      case 'object': {
        if (depth > 3) return fc.constant({});
        const entries = Object.entries(s.properties ?? {});
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, child] of entries) {
          record[key] =
            key in known
              ? fc.oneof(fc.constant(known[key]), this.arbitrary(child, known, depth + 1))
              : this.arbitrary(child, known, depth + 1);
        }
        return fc.record(record, { requiredKeys: s.required ?? [] });
      }
      case 'array':
        return fc.array(this.arbitrary(s.items, known, depth + 1), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 6, 6),
        });
      case 'integer':
        return fc.integer({
          min: Math.max(s.minimum ?? -(2 ** 31), Number.MIN_SAFE_INTEGER),
          max: Math.min(s.maximum ?? 2 ** 31, Number.MAX_SAFE_INTEGER),
        });
      case 'number':
        return fc.double({
          noNaN: true,
          noDefaultInfinity: true,
          min: s.minimum ?? -1e12,
          max: s.maximum ?? 1e12,
        });
      case 'boolean':
        return fc.boolean();
      case 'string':
        return stringArbitrary(s);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }
}

function sampleString(s: JsonSchema): string {
  switch (s.format) {
    case 'uuid':
      return '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    case 'date-time':
      return '2027-06-01T18:00:00Z';
    case 'date':
      return '2027-06-01';
    case 'email':
      return 'fuzz@example.test';
    case 'uri':
    case 'url':
      return 'https://example.test/';
    default:
      return 'x'.repeat(Math.max(s.minLength ?? 0, Math.min(s.maxLength ?? 8, 8)));
  }
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const anyInstant = fc
    .date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString());
  switch (s.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return anyInstant;
    case 'date':
      return anyInstant.map((instant) => instant.slice(0, 10));
    case 'email':
      return fc.emailAddress();
    default: {
      const minLength = s.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 300));
      return fc.oneof(
        fc.string({ unit: 'grapheme', minLength, maxLength }),
        fc.string({ unit: 'binary', minLength, maxLength }),
        anyInstant,
        fc.constantFrom('', ' ', '0', '-1', 'null', '__proto__', '<script>', "'; --"),
      );
    }
  }
}

// ---- Requests ------------------------------------------------------------------------------

export type FuzzOptions = {
  book: SchemaBook;
  /** Values for path parameters and body fields by name (real ids, slugs). */
  known: Record<string, unknown>;
  seed: number;
  /** Random, schema-shaped bodies per operation with a JSON body. */
  randomBodies: number;
};

/** Every malformed request for one operation, the well-formed baseline first. */
export function fuzzRequests(operation: FuzzOperation, options: FuzzOptions): FuzzRequest[] {
  const { book, known } = options;
  const name = `${operation.method} ${operation.path}`;
  const pathValues = Object.fromEntries(
    operation.pathParams.map((p) => [
      p.name,
      encodeURIComponent(String(book.sample(p.schema, known, p.name))),
    ]),
  );
  const baseQuery = operation.queryParams
    .filter((p) => p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(book.sample(p.schema, known, p.name)))}`);
  const urlWith = (path: Record<string, string>, query: string[]) => {
    const filled = operation.path.replace(/\{(\w+)\}/g, (_, key: string) => path[key] ?? 'x');
    return query.length > 0 ? `${filled}?${query.join('&')}` : filled;
  };
  const baseline = operation.body ? JSON.stringify(book.sample(operation.body, known)) : undefined;
  const jsonHeaders = { 'content-type': 'application/json' };
  const requests: FuzzRequest[] = [];
  const add = (variant: string, parts: Partial<FuzzRequest>) =>
    requests.push({
      operation: name,
      variant,
      method: operation.method,
      path: urlWith(pathValues, baseQuery),
      headers: baseline !== undefined ? jsonHeaders : {},
      body: baseline,
      ...parts,
    });

  add('baseline', {});

  for (const param of operation.pathParams) {
    for (const [label, raw] of BAD_URL_VALUES) {
      add(`path ${param.name}: ${label}`, {
        path: urlWith({ ...pathValues, [param.name]: raw }, baseQuery),
      });
    }
  }

  const withoutParam = (key: string) => baseQuery.filter((pair) => !pair.startsWith(`${key}=`));
  const pathNow = urlWith(pathValues, []);
  for (const param of operation.queryParams) {
    for (const [label, raw] of BAD_URL_VALUES) {
      const query = [...withoutParam(param.name), `${param.name}=${raw}`];
      add(`query ${param.name}: ${label}`, { path: `${pathNow}?${query.join('&')}` });
    }
    const twice = [...withoutParam(param.name), `${param.name}=a`, `${param.name}=b`];
    add(`query ${param.name}: repeated`, { path: `${pathNow}?${twice.join('&')}` });
  }
  for (const [label, query] of [
    ['__proto__ key', '__proto__=1&constructor[prototype][role]=admin'],
    ['NUL key', '%00=1'],
    ['bracket keys', 'a[]=1&a[b]=2'],
  ] as const) {
    add(`query: ${label}`, { path: `${pathNow}?${[...baseQuery, query].join('&')}` });
  }

  if (operation.body) {
    for (const [label, body] of BAD_BODIES) add(`body: ${label}`, { body });
    add('body: sent as text/plain', { headers: { 'content-type': 'text/plain' } });
    add('body: no content type', { headers: {} });
    add('body: form-encoded with NUL', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'title=a%00b&__proto__=1',
    });
    add('body: bogus multipart boundary', {
      headers: { 'content-type': BOGUS_MULTIPART },
      body: MULTIPART_BODY,
    });
    for (const [field, label, body] of fieldMutations(book, operation.body, known)) {
      add(`body ${field}: ${label}`, { body });
    }
    const random = fc.sample(book.arbitrary(operation.body, known), {
      seed: options.seed,
      numRuns: options.randomBodies,
    });
    random.forEach((value, i) => add(`body: random #${i + 1}`, { body: JSON.stringify(value) }));
  } else if (operation.upload) {
    const form = (value: string | Blob, filename?: string) => {
      const data = new FormData();
      if (typeof value === 'string') data.append('file', value);
      else data.append('file', value, filename);
      return data;
    };
    add('upload: bogus boundary', {
      headers: { 'content-type': BOGUS_MULTIPART },
      body: MULTIPART_BODY,
    });
    add('upload: no boundary', {
      headers: { 'content-type': 'multipart/form-data' },
      body: MULTIPART_BODY,
    });
    add('upload: empty body', { headers: { 'content-type': BOGUS_MULTIPART }, body: '' });
    add('upload: truncated', {
      headers: { 'content-type': 'multipart/form-data; boundary=another' },
      body: MULTIPART_BODY.slice(0, 40),
    });
    add('upload: file as text with NUL', { body: form('a\u0000b') });
    add('upload: empty file', { body: form(new Blob([]), 'empty.png') });
    add('upload: not an image', { body: form(new Blob(['<svg onload=alert(1)>']), 'a.svg') });
    add('upload: JSON instead', {
      headers: { 'content-type': 'application/json' },
      body: '{"file":"x"}',
    });
    add('upload: NUL in a field name', {
      body: (() => {
        const data = form(new Blob(['x']), 'a.png');
        data.append('a\u0000', 'b');
        return data;
      })(),
    });
  } else if (operation.method !== 'GET') {
    // A body where none is expected is ignored, or refused; either way not a 5xx.
    add('unexpected JSON body with NUL', { headers: jsonHeaders, body: '{"a":"\\u0000"}' });
    add('unexpected bogus multipart', {
      headers: { 'content-type': BOGUS_MULTIPART },
      body: MULTIPART_BODY,
    });
  }
  return requests;
}

/** The baseline body with one field (at any depth up to 2) replaced by each bad value. */
function fieldMutations(
  book: SchemaBook,
  schema: JsonSchema,
  known: Record<string, unknown>,
): Array<[string, string, string]> {
  const baseline = book.sample(schema, known) as Record<string, unknown>;
  const marker = '"__fuzz_marker__"';
  const mutations: Array<[string, string, string]> = [];
  const visit = (value: Record<string, unknown>, path: string[], fieldSchema: JsonSchema) => {
    const resolved = book.pick(fieldSchema);
    for (const [key, child] of Object.entries(resolved.properties ?? {})) {
      const fieldPath = [...path, key];
      // The field set to a marker, which each bad value's JSON text then replaces.
      const template = JSON.stringify(setAt(baseline, fieldPath, '__fuzz_marker__'));
      for (const [label, json] of BAD_JSON_VALUES) {
        mutations.push([fieldPath.join('.'), label, template.replace(marker, json)]);
      }
      const childValue = value[key];
      if (
        fieldPath.length < 2 &&
        childValue &&
        typeof childValue === 'object' &&
        !Array.isArray(childValue)
      ) {
        visit(childValue as Record<string, unknown>, fieldPath, child);
      }
    }
  };
  if (baseline && typeof baseline === 'object' && !Array.isArray(baseline))
    visit(baseline, [], schema);
  return mutations;
}

function setAt(value: Record<string, unknown>, path: string[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const child = value[head];
  return {
    ...value,
    [head]:
      rest.length === 0
        ? replacement
        : setAt(
            child && typeof child === 'object' ? (child as Record<string, unknown>) : {},
            rest,
            replacement,
          ),
  };
}
