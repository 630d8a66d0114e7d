import type { ErrorBody, ErrorCode } from '@lineup/contracts';
import type {
  FilterKeys,
  IsOperationRequestBodyOptional,
  OperationRequestBodyContent,
  PathsWithMethod,
  RequiredKeysOf,
  SuccessResponseJSON,
} from 'openapi-typescript-helpers';
import type { paths } from './api-types.generated';

/**
 * A failed API call. `code` and `message` come from the server's one error shape
 * (`{ error: { code, message, details? } }`); when the response is not that shape (a proxy's
 * HTML page, a dropped connection) the error says so with `internal` or `network`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network';
  readonly details: unknown;

  constructor(options: {
    status: number;
    code: ErrorCode | 'network';
    message: string;
    details?: unknown;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Anything with `parse`, such as a zod schema from `@lineup/contracts`. */
export type ResponseParser<T> = { parse(data: unknown): T };

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Query parameters; `undefined` and `null` values are left out. Null comes where JSON carried
   * an undefined: the first page's param of a list the server rendered arrives as null, and
   * means the first page, never `cursor=null`.
   */
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Validates the successful response; without it the JSON is returned as it came. */
  schema?: ResponseParser<T>;
};

export const NETWORK_ERROR_MESSAGE = 'Could not reach Lineup. Check your connection and try again.';
const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response.';

/**
 * The shape check is written out rather than done with the contracts' zod schema so that
 * the first page load does not have to download zod just to read an error.
 */
function readErrorBody(data: unknown): ErrorBody | null {
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const error = (data as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, details } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return { code: code as ErrorCode, message, details };
}

/**
 * Where API calls go: the browser's `fetch`, or for a page rendered on the server the server's
 * own app in-process (`entry-server.tsx`), as a visitor: no cookie is ever sent, so no member's
 * data can end up in a page that another visitor receives.
 */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

const browserFetch: Transport = (url, init) => fetch(url, init);

function buildUrl(path: string, query: ApiRequestOptions<unknown>['query']): string {
  const url = path.startsWith('/') ? path : `/api/${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * Calls the Lineup API: JSON in and out, the session cookie sent along (same origin only).
 * `path` is either absolute (`/api/health`) or relative to `/api/` (`health`).
 * Resolves with the parsed body (`undefined` for 204) or rejects with an `ApiError`.
 * Untyped: only for what the OpenAPI document does not describe (Better Auth's `/api/auth/*`);
 * everything else goes through `api`, typed from the contracts.
 */
export function apiFetch<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  return request(browserFetch, path, options);
}

async function request<T>(
  transport: Transport,
  path: string,
  options: ApiRequestOptions<T>,
): Promise<T> {
  const { method = 'GET', body, query, headers, signal, schema } = options;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    signal,
  };
  if (body !== undefined) init.body = JSON.stringify(body);

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), init);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
  }

  if (response.status === 204) return undefined as T;

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    const error = readErrorBody(data);
    throw new ApiError(
      error
        ? { status: response.status, ...error }
        : { status: response.status, code: 'internal', message: UNEXPECTED_RESPONSE_MESSAGE },
    );
  }
  if (text && data === undefined) {
    throw new ApiError({
      status: response.status,
      code: 'internal',
      message: UNEXPECTED_RESPONSE_MESSAGE,
    });
  }
  return schema ? schema.parse(data) : (data as T);
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A route's path parameters, query and body, required where the route requires them. */
type ParamsOption<Operation> = Operation extends { parameters: infer Params }
  ? RequiredKeysOf<Params> extends never
    ? { params?: Params }
    : { params: Params }
  : { params?: never };

type BodyOption<Operation> =
  OperationRequestBodyContent<Operation> extends never
    ? { body?: never }
    : IsOperationRequestBodyOptional<Operation> extends true
      ? { body?: OperationRequestBodyContent<Operation> }
      : { body: OperationRequestBodyContent<Operation> };

/** What a route answers on success: its JSON, or `undefined` when it answers 204. */
export type ApiData<Operation> = [
  SuccessResponseJSON<Operation & Record<string, unknown>>,
] extends [never]
  ? undefined
  : SuccessResponseJSON<Operation & Record<string, unknown>>;

type ApiInit<Operation> = ParamsOption<Operation> &
  BodyOption<Operation> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** Validates the successful response; without it the JSON is trusted to match its type. */
    schema?: ResponseParser<ApiData<Operation>>;
  };

type InitArgument<Init> = RequiredKeysOf<Init> extends never ? [init?: Init] : [init: Init];

type Operation<Path extends keyof paths, M extends Method> = FilterKeys<paths[Path], M>;

/** What `path` answers to `method` on success, for calls that cannot go through `api`. */
export type ApiAnswer<Path extends keyof paths, M extends Method> = ApiData<Operation<Path, M>>;

type LooseInit = {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  schema?: ResponseParser<unknown>;
};

/** `/api` and the route with its parameters in place: the generated paths are under `/api`. */
function fillPath(path: string, params: LooseInit['params']): string {
  return (
    '/api' +
    path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(String(params?.path?.[name])),
    )
  );
}

function caller<M extends Method>(transport: Transport, method: M) {
  return <Path extends PathsWithMethod<paths, M>>(
    path: Path,
    ...[init]: InitArgument<ApiInit<Operation<Path, M>>>
  ): Promise<ApiData<Operation<Path, M>>> => {
    const { params, body, headers, signal, schema } = (init ?? {}) as LooseInit;
    return request(transport, fillPath(path, params), {
      method: method.toUpperCase() as Uppercase<M>,
      query: params?.query as ApiRequestOptions<unknown>['query'],
      body,
      headers,
      signal,
      schema,
    }) as Promise<ApiData<Operation<Path, M>>>;
  };
}

/**
 * The Lineup API, typed from the OpenAPI document of the contracts
 * (`api-types.generated.ts`, `npm run generate:api`): a renamed route, parameter or field fails
 * the type check. Called as openapi-fetch is (`api.GET('/plans/{planId}', { params })`, under `/api`), but
 * resolving with the data and rejecting with an `ApiError` (docs/decisions/0030-typed-api-client.md).
 * Each client has its transport: the browser's is `api`; the server's render makes one per
 * request (docs/decisions/0034-route-loaders.md).
 */
export function createApi(transport: Transport = browserFetch) {
  return {
    GET: caller(transport, 'get'),
    POST: caller(transport, 'post'),
    PUT: caller(transport, 'put'),
    PATCH: caller(transport, 'patch'),
    DELETE: caller(transport, 'delete'),
  };
}

export type Api = ReturnType<typeof createApi>;

/** The browser's client: same-origin `fetch`, with the session cookie. */
export const api: Api = createApi();

type PathParams<Path extends keyof paths> = {
  [M in Method]: Operation<Path, M> extends { parameters: { path: infer Params } } ? Params : never;
}[Method];

/**
 * The address of a route for what is not a JSON call: a link (calendar files, feeds), a
 * download, an upload with progress, a request that outlives the page. Typed like `api`.
 */
export function apiUrl<Path extends keyof paths>(
  path: Path,
  ...[params]: [PathParams<Path>] extends [never]
    ? [params?: { query?: Record<string, string | undefined> }]
    : [params: { path: PathParams<Path>; query?: Record<string, string | undefined> }]
): string {
  return buildUrl(fillPath(path, params as LooseInit['params']), params?.query);
}
