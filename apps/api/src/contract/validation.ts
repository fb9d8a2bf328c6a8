// Request and response validation against the contract with Ajv (JSON Schema 2020-12, the dialect of
// OpenAPI 3.1). Parameters are coerced from strings (query, path, headers); JSON bodies are not.

import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { FieldErrors } from '../http/errors.ts';
import { type Lang, t, typeName } from '../http/i18n.ts';
import type { JsonSchema, OperationSpec, ParameterSpec } from './load.ts';

type AjvInstance = InstanceType<typeof Ajv2020>;

/** The keyword guardNumbers adds to every integer and number of a request schema. */
const FINITE = 'x-finite';

function createAjv(options: { coerce: boolean; defaults: boolean }): AjvInstance {
  const ajv = new Ajv2020({
    allErrors: true,
    // Errors carry the offending value (to tell "not a number" from "not a whole number").
    verbose: options.defaults,
    // OpenAPI adds keywords of its own (example, discriminator, xml, x-*) that JSON Schema does not know.
    strict: false,
    coerceTypes: options.coerce ? 'array' : false,
    useDefaults: options.defaults,
    validateFormats: true,
    // JSON.parse reads 1e400 as Infinity, and `type: integer` alone accepts it (Infinity % 1 is NaN).
    strictNumbers: true,
  });
  ajvFormats.default(ajv);
  // strictNumbers checks the type before coercion only: "Infinity" in a path or query is coerced to Infinity
  // afterwards and never checked again, so request schemas also carry this keyword (see guardNumbers).
  // No `type: 'number'` here: with strictNumbers Ajv would then skip the keyword for exactly these values.
  ajv.addKeyword({
    keyword: FINITE,
    schemaType: 'boolean',
    errors: false,
    validate: (wanted: boolean, data: unknown) =>
      !wanted || typeof data !== 'number' || Number.isFinite(data),
  });
  // OpenAPI's numeric and binary formats.
  // Ranges only: whether the value is whole is the `type: integer` check's job (one message per mistake).
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => !Number.isInteger(n) || (n >= -2_147_483_648 && n <= 2_147_483_647),
  });
  ajv.addFormat('int64', {
    type: 'number',
    validate: (n: number) => !Number.isInteger(n) || Number.isSafeInteger(n),
  });
  ajv.addFormat('float', { type: 'number', validate: () => true });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addFormat('password', true);
  ajv.addFormat('binary', true);
  return ajv;
}

const paramsAjv = createAjv({ coerce: true, defaults: true });
const bodyAjv = createAjv({ coerce: false, defaults: true });
const responseAjv = createAjv({ coerce: false, defaults: false });

/** Dereferenced schemas are plain object graphs; a recursive schema would loop forever inside Ajv. */
function assertAcyclic(schema: unknown, where: string, seen: Set<unknown> = new Set()): void {
  if (!schema || typeof schema !== 'object') return;
  if (seen.has(schema))
    throw new Error(`recursive schema in ${where}: keep recursive schemas out of the contract`);
  seen.add(schema);
  for (const value of Object.values(schema)) assertAcyclic(value, where, seen);
  seen.delete(schema);
}

function compile(ajv: AjvInstance, schema: JsonSchema, where: string): ValidateFunction {
  assertAcyclic(schema, where);
  return ajv.compile(schema);
}

/**
 * A copy of a request schema where every `integer` without a format is limited to 32 bits and every integer
 * and number must be finite: JSON and query strings carry integers of any size (1e23 is an integer to JSON
 * Schema) and Infinity, but the database's columns do not, and such a value must be a 400/422, not a database
 * error, even where the contract forgot a maximum.
 */
function guardNumbers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(guardNumbers);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // `enum`, `const`, `default` and `examples` hold data, not schemas.
    copy[key] = ['enum', 'const', 'default', 'examples', 'example'].includes(key)
      ? value
      : guardNumbers(value);
  }
  const type = copy.type;
  const hasType = (name: string) => type === name || (Array.isArray(type) && type.includes(name));
  if (hasType('integer') && copy.format === undefined) copy.format = 'int32';
  if (hasType('integer') || hasType('number')) copy[FINITE] = true;
  return copy;
}

function objectSchema(params: ParameterSpec[], lowerCaseNames: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const p of params) {
    const name = lowerCaseNames ? p.name.toLowerCase() : p.name;
    properties[name] = guardNumbers(p.schema) as JsonSchema;
    if (p.required) required.push(name);
  }
  return { type: 'object', properties, required };
}

interface RequestInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  /** Content-Type of the request, without parameters. */
  contentType: string | undefined;
  hasBody: boolean;
  /** The body is one that passed these very checks before (routes.ts's memo): only parameters are checked. */
  trustedBody?: boolean;
}

type RequestCheck =
  | {
      ok: true;
      params: Record<string, unknown>;
      query: Record<string, unknown>;
      headers: Record<string, unknown>;
      body: unknown;
    }
  | { ok: false; status: 400 | 415 | 422; errors: (lang: Lang) => FieldErrors };

export interface OperationValidator {
  request(input: RequestInput): RequestCheck;
  /** Undefined when valid; otherwise the mismatches, field path → messages (English). */
  response(status: number, body: unknown): FieldErrors | undefined;
}

/**
 * Statuses the server may answer for any operation whatever the contract lists: bodies too large or of an
 * unsupported type, crashes, operations not implemented yet, unavailability.
 */
const INFRASTRUCTURE_STATUSES = new Set([413, 415, 500, 501, 503]);

export function createOperationValidator(
  op: OperationSpec,
  errorSchema: JsonSchema | undefined,
): OperationValidator {
  const where = `${op.method.toUpperCase()} ${op.path}`;
  const byLocation = (location: ParameterSpec['in']) => op.parameters.filter((p) => p.in === location);
  const pathValidate = compile(paramsAjv, objectSchema(byLocation('path'), false), where);
  const queryValidate = compile(paramsAjv, objectSchema(byLocation('query'), false), where);
  const headerValidate = compile(paramsAjv, objectSchema(byLocation('header'), true), where);
  const bodySchema = op.requestBody?.schema;
  const bodyValidate = bodySchema
    ? compile(bodyAjv, guardNumbers(bodySchema) as JsonSchema, where)
    : undefined;
  const responseValidators = new Map<string, ValidateFunction | null>();

  const responseValidator = (status: number): ValidateFunction | null | 'undeclared' => {
    const key = String(status);
    const declared = op.responses[key] ?? op.responses[`${key[0]}XX`] ?? op.responses.default;
    const cacheKey = declared ? key : `infra:${key}`;
    if (responseValidators.has(cacheKey)) return responseValidators.get(cacheKey) ?? null;
    let validate: ValidateFunction | null;
    if (declared) {
      validate = declared.schema ? compile(responseAjv, declared.schema, `${where} → ${key}`) : null;
    } else if (INFRASTRUCTURE_STATUSES.has(status) && errorSchema) {
      validate = compile(responseAjv, errorSchema, `${where} → ${key}`);
    } else {
      return 'undeclared';
    }
    responseValidators.set(cacheKey, validate);
    return validate;
  };

  return {
    request(input) {
      const params = { ...input.params };
      const query = { ...input.query };
      const headers = { ...input.headers };
      const failures: { location: Location; errors: ErrorObject[] }[] = [];
      if (!pathValidate(params)) failures.push({ location: 'path', errors: pathValidate.errors ?? [] });
      if (!queryValidate(query)) failures.push({ location: 'query', errors: queryValidate.errors ?? [] });
      if (!headerValidate(headers))
        failures.push({ location: 'header', errors: headerValidate.errors ?? [] });
      if (failures.length > 0) {
        return { ok: false, status: 400, errors: (lang) => fieldErrors(failures, lang) };
      }
      for (const [location, value] of [
        ['path', params],
        ['query', query],
      ] as const) {
        const nul = findNul(value);
        if (nul) return { ok: false, status: 400, errors: nulError(location, nul) };
      }
      let body = input.body;
      if (input.trustedBody) return { ok: true, params, query, headers, body };
      const nulInBody = findNul(body);
      if (nulInBody) return { ok: false, status: 422, errors: nulError('body', nulInBody) };
      if (op.requestBody) {
        const json = op.requestBody.contentTypes.some((c) => c === 'application/json' || c.endsWith('+json'));
        if (
          input.hasBody &&
          json &&
          input.contentType &&
          !/^application\/([\w.-]+\+)?json$/.test(input.contentType)
        ) {
          return { ok: false, status: 415, errors: () => ({}) };
        }
        if (bodyValidate) {
          // A missing body is validated as an empty object, so the answer lists the required fields.
          body = body === undefined || body === null ? {} : body;
          if (!bodyValidate(body)) {
            const errors = bodyValidate.errors ?? [];
            return {
              ok: false,
              status: 422,
              errors: (lang) => fieldErrors([{ location: 'body', errors }], lang),
            };
          }
        }
      }
      return { ok: true, params, query, headers, body };
    },
    response(status, body) {
      const validate = responseValidator(status);
      if (validate === 'undeclared') return { status: [`status ${status} is not declared for ${where}`] };
      if (validate === null) return undefined;
      if (validate(body)) return undefined;
      // Ajv's own wording is the most useful for whoever broke the contract.
      const out: FieldErrors = {};
      for (const error of validate.errors ?? []) {
        const field = fieldName('body', error);
        const detail = error.keyword === 'enum' ? ` (${JSON.stringify(error.params)})` : '';
        const list = out[field] ?? [];
        list.push(`${error.message ?? error.keyword}${detail}`);
        out[field] = list;
      }
      return out;
    },
  };
}

type Location = 'path' | 'query' | 'header' | 'body';

/** Path of the first string holding a NUL character (PostgreSQL text cannot store one), if any. */
function findNul(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

function nulError(location: Location, path: string[]): (lang: Lang) => FieldErrors {
  const field = path.length ? path.join('.') : location;
  return (lang) => ({ [field]: [t(lang, 'field.invalid')] });
}

function fieldName(location: Location, error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required')
    segments.push(String((error.params as { missingProperty: string }).missingProperty));
  if (error.keyword === 'additionalProperties') {
    segments.push(String((error.params as { additionalProperty: string }).additionalProperty));
  }
  if (segments.length === 0) return location === 'body' ? 'body' : location;
  return segments.join('.');
}

function message(error: ErrorObject, lang: Lang): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return t(lang, 'field.required');
    case FINITE:
      return t(lang, 'field.numbers_only');
    case 'type': {
      const type = String(p.type);
      // 1.5 is a number but not a whole one; Infinity (1e400 in JSON) is no number at all to the contract.
      if (type === 'integer' && Number.isFinite(error.data)) return t(lang, 'field.integer');
      if (type === 'integer' || type === 'number') return t(lang, 'field.numbers_only');
      return t(lang, 'field.type', { type: typeName(lang, type) });
    }
    case 'enum':
      return t(lang, 'field.enum', { values: ((p.allowedValues as unknown[]) ?? []).map(String).join(', ') });
    case 'const':
      return t(lang, 'field.const', { value: String(p.allowedValue) });
    case 'minLength':
      return t(lang, 'field.min_length', { limit: Number(p.limit) });
    case 'maxLength':
      return t(lang, 'field.max_length', { limit: Number(p.limit) });
    case 'minimum':
      return t(lang, 'field.minimum', { limit: Number(p.limit) });
    case 'maximum':
      return t(lang, 'field.maximum', { limit: Number(p.limit) });
    case 'exclusiveMinimum':
      return t(lang, 'field.exclusive_minimum', { limit: Number(p.limit) });
    case 'exclusiveMaximum':
      return t(lang, 'field.exclusive_maximum', { limit: Number(p.limit) });
    case 'minItems':
      return t(lang, 'field.min_items', { limit: Number(p.limit) });
    case 'maxItems':
      return t(lang, 'field.max_items', { limit: Number(p.limit) });
    case 'uniqueItems':
      return t(lang, 'field.unique_items');
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return t(lang, 'field.additional');
    case 'pattern':
      return t(lang, 'field.pattern');
    case 'format': {
      const format = String(p.format);
      if (format === 'int32' || format === 'int64') {
        return t(lang, typeof error.data === 'number' && error.data > 0 ? 'field.maximum' : 'field.minimum', {
          limit: typeof error.data === 'number' && error.data > 0 ? 2_147_483_647 : -2_147_483_648,
        });
      }
      if (format === 'email') return t(lang, 'field.email');
      if (format === 'date') return t(lang, 'field.date');
      if (format === 'date-time') return t(lang, 'field.date_time');
      return t(lang, 'field.format');
    }
    default:
      return t(lang, 'field.invalid');
  }
}

function fieldErrors(failures: { location: Location; errors: ErrorObject[] }[], lang: Lang): FieldErrors {
  const out: FieldErrors = {};
  for (const { location, errors } of failures) {
    // Infinity also breaks the maximum (or the int32 range): "numbers only" is the one message it needs.
    const nonFinite = new Set(errors.filter((e) => e.keyword === FINITE).map((e) => e.instancePath));
    for (const error of errors) {
      // anyOf/oneOf wrap the real reasons, which Ajv reports separately (allErrors).
      if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
      if (nonFinite.has(error.instancePath) && error.keyword !== FINITE) continue;
      const field = fieldName(location, error);
      const text = message(error, lang);
      const list = out[field] ?? [];
      if (!list.includes(text)) list.push(text);
      out[field] = list;
    }
  }
  if (Object.keys(out).length === 0) out.body = [t(lang, 'field.invalid')];
  return out;
}
