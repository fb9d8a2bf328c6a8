// Registers every operation of the contract as a Fastify route. Each request is validated against the
// operation (400 for malformed parameters, 415/422 for bodies), answered by its handler — or 501 while the
// operation has none — and, outside production, its response is validated against the contract too.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { type ErrorBody, HttpError } from '../http/errors.ts';
import { type Lang, t } from '../http/i18n.ts';
import { PreparedBody } from '../http/reusable-body.ts';
import { SeenBefore } from '../lib/seen-before.ts';
import type { HandlerContext, HandlerMap, OperationId, Services } from './handlers.ts';
import type { Contract, JsonSchema } from './load.ts';
import { createOperationValidator } from './validation.ts';

export type ResponseValidationMode = 'throw' | 'log' | 'off';

export interface ContractRoutesOptions {
  contract: Contract;
  handlers: HandlerMap;
  services: Services;
  responseValidation: ResponseValidationMode;
  /**
   * POST operations whose handlers only read their body (never mutate it): a JSON body seen before is answered
   * with the object that validated then (see ValidatedBodies), without parsing or validating it again.
   */
  memoizedBodies?: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON text of the body, kept only for the routes of `memoizedBodies` (null otherwise). */
    contractJsonText: string | null;
  }
}

/** Content types whose bodies are memoized (what browsers and the web app send); others take the usual path. */
const MEMO_CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8'] as const;
/** Search criteria are a few hundred bytes; longer bodies are not worth keeping. */
const MEMO_MAX_TEXT = 4096;
/** Per operation and content type; a full memo starts afresh (simple, and bounded whatever clients send). */
const MEMO_MAX_ENTRIES = 2000;

/**
 * Request bodies that passed validation, by the exact JSON text and Content-Type they came with. Parsing and
 * validation (Ajv, defaults, the NUL check, the 415 check) are pure functions of those two strings, so the same
 * text validates to an equal object every time: a repeated body (real traffic repeats popular searches) gets
 * the object that validated before, skipping JSON.parse and Ajv. Only successes are kept, so a body that fails
 * still fails the same way each time. The objects are shared by requests: they are deep-frozen, and a handler
 * that tried to change one would throw rather than leak its change into the next request.
 */
class ValidatedBodies {
  readonly #byType = new Map<string, Map<string, object>>(
    MEMO_CONTENT_TYPES.map((type) => [type, new Map()]),
  );
  readonly #owned = new WeakSet<object>();
  /** Texts validated before (fingerprints only): the second sighting of a text is the one memoized. */
  readonly #seen = new SeenBefore(16_384);

  get(contentType: string | undefined, text: string): object | undefined {
    return contentType === undefined ? undefined : this.#byType.get(contentType)?.get(text);
  }

  /** True for the objects handed out by get(): already validated, nothing to check. */
  owns(body: unknown): boolean {
    return typeof body === 'object' && body !== null && this.#owned.has(body);
  }

  add(contentType: string | undefined, text: string, body: unknown): void {
    if (contentType === undefined || typeof body !== 'object' || body === null) return;
    const map = this.#byType.get(contentType);
    if (!map || text.length > MEMO_MAX_TEXT) return;
    // Only a text sent before is kept: most search bodies come once (like the result cache, search-cache.ts),
    // and each kept one outlived young-generation collection only to be dropped when the memo filled.
    if (!this.#seen.check(text)) return;
    if (map.size >= MEMO_MAX_ENTRIES) map.clear();
    deepFreeze(body);
    this.#owned.add(body);
    memoizedBodies.add(body);
    map.set(text, body);
  }
}

/** Every body handed out by a memo (deep-frozen and already validated), whichever operation's. */
const memoizedBodies = new WeakSet<object>();

/**
 * True for a request body that came from (or went into) the memo of validated bodies: deep-frozen, so a handler
 * may remember what it derives from it by the object's identity.
 */
export function isMemoizedBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && memoizedBodies.has(body);
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
}

interface Result {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The Error schema of the contract, taken from any operation's 4xx answer. */
function findErrorSchema(contract: Contract): JsonSchema | undefined {
  for (const op of contract.operations) {
    for (const [status, response] of Object.entries(op.responses)) {
      if (status.startsWith('4') && response.schema) return response.schema;
    }
  }
  return undefined;
}

function errorResult(error: unknown, lang: Lang, request: FastifyRequest): Result {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: error.body(lang), headers: error.headers };
  }
  request.log.error({ err: error }, 'handler failed');
  const body: ErrorBody = { message: t(lang, 'internal_error'), code: 'internal_error' };
  return { status: 500, body };
}

/**
 * Fastify's own JSON parser (same poisoning rules, limits and errors), except that on the routes of
 * `memoizedBodies` a body seen before comes from the memo and a new one keeps its text for it.
 */
function registerJsonParser(app: FastifyInstance, memos: ReadonlyMap<string, ValidatedBodies>): void {
  app.decorateRequest('contractJsonText', null);
  if (memos.size === 0) return;
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    function contractJson(request, text, done) {
      // The raw URL equals the route's path only without a query string or encoded characters; any other
      // spelling simply takes the usual path.
      const memo = request.method === 'POST' ? memos.get(request.url) : undefined;
      if (memo !== undefined && typeof text === 'string') {
        const known = memo.get(request.headers['content-type'], text);
        if (known !== undefined) {
          done(null, known);
          return;
        }
        request.contractJsonText = text;
      }
      parse(request, text as string, done);
    },
  );
}

export function registerContractRoutes(app: FastifyInstance, options: ContractRoutesOptions): void {
  const { contract, handlers, services, responseValidation } = options;
  const errorSchema = findErrorSchema(contract);
  const seen = new Set<string>();
  const memos = new Map<string, ValidatedBodies>();
  for (const op of contract.operations) {
    if (options.memoizedBodies?.has(op.operationId) && op.method.toLowerCase() === 'post' && op.requestBody) {
      if (op.routePath.includes(':'))
        throw new Error(`memoizedBodies: ${op.operationId} has path parameters`);
      memos.set(op.routePath, new ValidatedBodies());
    }
  }
  registerJsonParser(app, memos);

  for (const op of contract.operations) {
    const key = `${op.method} ${op.routePath}`;
    if (seen.has(key)) throw new Error(`the contract declares ${key} twice`);
    seen.add(key);
    const validator = createOperationValidator(op, errorSchema);
    const handler = handlers[op.operationId as OperationId] as
      | ((ctx: HandlerContext<OperationId>) => Promise<Result>)
      | undefined;
    const memo = op.method.toLowerCase() === 'post' ? memos.get(op.routePath) : undefined;

    const run = async (request: FastifyRequest, reply: FastifyReply): Promise<Result> => {
      const lang = request.lang;
      try {
        if (!handler) {
          throw new HttpError(501, 'not_implemented', {
            key: 'not_implemented',
            params: { operation: op.operationId },
          });
        }
        const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
        const trustedBody = memo?.owns(request.body) === true;
        const check = validator.request({
          params: (request.params ?? {}) as Record<string, unknown>,
          query: (request.query ?? {}) as Record<string, unknown>,
          // Accept-Language was negotiated to id|en by the language hook; validate the outcome, not the raw list.
          headers: { ...request.headers, 'accept-language': lang },
          body: request.body,
          contentType,
          hasBody: request.body !== undefined,
          trustedBody,
        });
        if (!check.ok) {
          if (check.status === 415)
            throw new HttpError(415, 'unsupported_media_type', { key: 'unsupported_media_type' });
          const errors = check.errors;
          throw new HttpError(
            check.status,
            check.status === 422 ? 'validation_failed' : 'bad_request',
            { key: check.status === 422 ? 'validation_failed' : 'bad_request' },
            { fieldErrors: errors },
          );
        }
        if (memo !== undefined && !trustedBody && request.contractJsonText !== null) {
          memo.add(request.headers['content-type'], request.contractJsonText, check.body);
        }
        return await handler({
          params: check.params as never,
          query: check.query as never,
          body: check.body as never,
          headers: check.headers,
          lang,
          services,
          request,
          reply,
        });
      } catch (error) {
        return errorResult(error, lang, request);
      }
    };

    app.route({
      method: op.method.toUpperCase() as HTTPMethods,
      url: op.routePath,
      handler: async (request, reply) => {
        let result = await run(request, reply);
        const prepared = result.body instanceof PreparedBody ? result.body : null;
        // A prepared body is checked once, on its first send (its later sends are the same bytes); where
        // responses are not checked, the object it was made from is released unread.
        let checked: unknown = result.body;
        if (prepared) {
          if (responseValidation === 'off') prepared.release();
          else checked = prepared.takeObject();
        }
        if (responseValidation !== 'off' && (!prepared || checked !== undefined)) {
          const problems = validator.response(result.status, checked);
          if (problems) {
            request.log.error(
              { operationId: op.operationId, status: result.status, problems },
              'response does not match contract',
            );
            if (responseValidation === 'throw') {
              const body: ErrorBody = {
                message: `response does not match contract (${op.operationId}, status ${result.status})`,
                code: 'contract_violation',
                errors: problems,
              };
              result = { status: 500, body };
            }
          }
        }
        reply.code(result.status);
        if (result.headers) reply.headers(result.headers);
        if (prepared && result.body === prepared) {
          // Serialized when computed, compressed once per encoding (src/http/reusable-body.ts).
          const { payload, encoding } = prepared.bytes(request.headers['accept-encoding']);
          reply.header('content-type', 'application/json; charset=utf-8');
          reply.header('vary', 'accept-encoding');
          if (encoding !== 'identity') reply.header('content-encoding', encoding);
          return reply.send(payload);
        }
        return reply.send(result.body);
      },
    });
  }
}
