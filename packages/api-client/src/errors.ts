import type { components } from './generated/schema';

/** The error body every API error answers (see openapi/components/common.yaml#/Error). */
export type ErrorBody = components['schemas']['Error'];

export interface ApiErrorInit {
  status: number;
  message?: string | undefined;
  code?: string | undefined;
  fieldErrors?: Record<string, string[]> | undefined;
  accountStatus?: string | undefined;
  retryAfter?: number | undefined;
  body?: unknown;
  cause?: unknown;
}

// Used when the server sent no readable message. The UI owns translated copy: it should branch on
// `status`/`code` rather than show these English strings to users.
const FALLBACK_MESSAGES: Record<string, string> = {
  network_error: 'The server could not be reached.',
  invalid_response: 'The server answered something that is not valid JSON.',
  client_error: 'The request could not be sent.',
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'validation_failed',
  429: 'rate_limited',
};

function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'server_error' : `http_${status}`);
}

/**
 * The one error type of the API client. `status` is the HTTP status, or 0 when no HTTP answer was received
 * (network failure, unreadable body). `message` is the server's message (already in the request's language)
 * or a generic English fallback; `code` is the server's machine-readable code or one derived from the status.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** Field name → messages, from the body's `errors` (validation failures). Empty when absent. */
  readonly fieldErrors: Record<string, string[]>;
  /** The body's `status` on login failures of inactive accounts (temporary-inactive, deleted). */
  readonly accountStatus: string | undefined;
  /** Seconds from a Retry-After header (429), when sent. */
  readonly retryAfter: number | undefined;
  /** The raw body: parsed JSON when it was JSON, otherwise the text. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    const code = init.code ?? codeForStatus(init.status);
    super(init.message || FALLBACK_MESSAGES[code] || `Request failed with status ${init.status}.`, {
      cause: init.cause,
    });
    this.status = init.status;
    this.code = code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.accountStatus = init.accountStatus;
    this.retryAfter = init.retryAfter;
    this.body = init.body;
  }

  /** True when no HTTP answer was received. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** First message for a field, for inline form errors. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

function readRetryAfter(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * Builds the ApiError of a non-2xx answer. `body` is what openapi-fetch parsed: the JSON value when the body
 * was JSON, otherwise its text (e.g. a proxy's HTML 502 page), or undefined for an empty body.
 */
export function apiErrorFromResponse(response: Response, body: unknown): ApiError {
  const json = isRecord(body) ? body : undefined;
  return new ApiError({
    status: response.status,
    message: typeof json?.message === 'string' ? json.message : undefined,
    code: typeof json?.code === 'string' ? json.code : undefined,
    fieldErrors: readFieldErrors(json?.errors),
    accountStatus: typeof json?.status === 'string' ? json.status : undefined,
    retryAfter: readRetryAfter(response),
    body,
  });
}

/** Wraps a failure that happened before an HTTP answer could be read. */
export function apiErrorFromException(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const code =
    error instanceof TypeError
      ? 'network_error'
      : error instanceof SyntaxError
        ? 'invalid_response'
        : 'client_error';
  // A client-side failure (e.g. missing configuration) keeps its message for the developer.
  const message = code === 'client_error' && error instanceof Error ? error.message : undefined;
  return new ApiError({ status: 0, code, message, cause: error });
}

/** Aborts (a query cancelled by TanStack Query, a component unmounting) are not errors to report. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    ((error as { name: unknown }).name === 'AbortError' ||
      (error as { name: unknown }).name === 'TimeoutError')
  );
}
