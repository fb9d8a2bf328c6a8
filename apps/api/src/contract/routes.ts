// Registers every operation of the contract as a Fastify route. Each request is validated against the
// operation (400 for malformed parameters, 415/422 for bodies), answered by its handler — or 501 while the
// operation has none — and, outside production, its response is validated against the contract too.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { type ErrorBody, HttpError } from '../http/errors.ts';
import { type Lang, t } from '../http/i18n.ts';
import { isReusable, reusableBody } from '../http/reusable-body.ts';
import type { HandlerContext, HandlerMap, OperationId, Services } from './handlers.ts';
import type { Contract, JsonSchema } from './load.ts';
import { createOperationValidator } from './validation.ts';

export type ResponseValidationMode = 'throw' | 'log' | 'off';

export interface ContractRoutesOptions {
  contract: Contract;
  handlers: HandlerMap;
  services: Services;
  responseValidation: ResponseValidationMode;
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

export function errorResult(error: unknown, lang: Lang, request: FastifyRequest): Result {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: error.body(lang), headers: error.headers };
  }
  request.log.error({ err: error }, 'handler failed');
  const body: ErrorBody = { message: t(lang, 'internal_error'), code: 'internal_error' };
  return { status: 500, body };
}

export function registerContractRoutes(app: FastifyInstance, options: ContractRoutesOptions): void {
  const { contract, handlers, services, responseValidation } = options;
  const errorSchema = findErrorSchema(contract);
  const seen = new Set<string>();

  for (const op of contract.operations) {
    const key = `${op.method} ${op.routePath}`;
    if (seen.has(key)) throw new Error(`the contract declares ${key} twice`);
    seen.add(key);
    const validator = createOperationValidator(op, errorSchema);
    const handler = handlers[op.operationId as OperationId] as
      | ((ctx: HandlerContext<OperationId>) => Promise<Result>)
      | undefined;

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
        const check = validator.request({
          params: (request.params ?? {}) as Record<string, unknown>,
          query: (request.query ?? {}) as Record<string, unknown>,
          // Accept-Language was negotiated to id|en by the language hook; validate the outcome, not the raw list.
          headers: { ...request.headers, 'accept-language': lang },
          body: request.body,
          contentType,
          hasBody: request.body !== undefined,
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
        if (responseValidation !== 'off') {
          const problems = validator.response(result.status, result.body);
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
        if (isReusable(result.body)) {
          // Serialized and compressed once for every request answered with this very object (see the module).
          const { payload, encoding } = reusableBody(result.body, request.headers['accept-encoding']);
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
