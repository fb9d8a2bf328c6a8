// Errors handlers throw. They carry a status, a machine-readable code and a translatable message; the
// contract wrapper turns them into the contract's Error body `{ message, code, errors?, status? }`.
import type { Lang, MessageKey } from './i18n.ts';
import { t } from './i18n.ts';

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  message: string;
  code: string;
  errors?: FieldErrors;
  status?: string;
}

type MessageSource = { key: MessageKey; params?: Record<string, string | number> } | { text: string };

export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly source: MessageSource;
  readonly fieldErrors?: (lang: Lang) => FieldErrors;
  readonly accountStatus?: string;
  readonly headers?: Record<string, string>;

  constructor(
    statusCode: number,
    code: string,
    source: MessageSource,
    extra: {
      fieldErrors?: (lang: Lang) => FieldErrors;
      accountStatus?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    super('text' in source ? source.text : source.key);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.source = source;
    this.fieldErrors = extra.fieldErrors;
    this.accountStatus = extra.accountStatus;
    this.headers = extra.headers;
  }

  body(lang: Lang): ErrorBody {
    const message = 'text' in this.source ? this.source.text : t(lang, this.source.key, this.source.params);
    const body: ErrorBody = { message, code: this.code };
    if (this.fieldErrors) body.errors = this.fieldErrors(lang);
    if (this.accountStatus) body.status = this.accountStatus;
    return body;
  }
}

export const notFound = (key: MessageKey = 'not_found') => new HttpError(404, 'not_found', { key });

/** 422 for one field, with a translated message (also used as the top-level message). */
export function fieldError(
  field: string,
  key: MessageKey,
  params?: Record<string, string | number>,
): HttpError {
  return new HttpError(
    422,
    'validation_failed',
    { key, params },
    { fieldErrors: (lang) => ({ [field]: [t(lang, key, params)] }) },
  );
}
