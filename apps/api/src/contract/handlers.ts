// Handler types derived from the generated contract types (src/generated/openapi.ts, `pnpm run generate`):
// a handler receives validated, defaulted params/query/body and must return one of the responses its
// operation declares, with the declared body type.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CaptchaVerifier } from '../adapters/captcha.ts';
import type { Delivery } from '../adapters/delivery.ts';
import type { MediaStorage } from '../adapters/media-storage.ts';
import type { PaymentGateway } from '../adapters/payment-types.ts';
import type { SocialVerifier } from '../adapters/social.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { operations } from '../generated/openapi.ts';
import type { Lang } from '../http/i18n.ts';
import type { PreparedBody } from '../http/reusable-body.ts';
import type { Clock } from '../lib/time.ts';

export type OperationId = keyof operations;

type Params<O extends OperationId> = operations[O]['parameters'];
type Defined<T> = [T] extends [undefined] ? Record<string, never> : Exclude<T, undefined>;

type PathParams<O extends OperationId> = Defined<Params<O>['path']>;
type QueryParams<O extends OperationId> = Defined<Params<O>['query']>;
type RequestBody<O extends OperationId> = operations[O] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : undefined;

type Responses<O extends OperationId> = operations[O]['responses'];
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;

/** A declared body, or the same body already serialized (src/http/reusable-body.ts). */
type Body<B> = B | (B extends object ? PreparedBody<B> : never);

/** One of the operation's declared responses. */
type Reply<O extends OperationId> = {
  [S in keyof Responses<O>]: {
    status: S extends number ? S : never;
    body: Body<JsonBody<Responses<O>[S]>>;
    headers?: Record<string, string>;
  };
}[keyof Responses<O>];

/** What every handler can use. */
export interface Services {
  config: AppConfig;
  database: Database;
  clock: Clock;
  /** WhatsApp and e-mail delivery (real adapters or the local outbox; src/adapters). */
  delivery: Delivery;
  /** Verifies social sign-in tokens with the providers (or the local test identity provider). */
  social: SocialVerifier;
  /** Checks the captcha token of e-mail login and register (reCAPTCHA when RECAPTCHA_SECRET is set). */
  captcha: CaptchaVerifier;
  /** The payment gateway (Midtrans when configured, else the local gateway; src/adapters/payment-*.ts). */
  payments: PaymentGateway;
  /** Where review uploads are kept (files beside the database, or S3-compatible storage; src/adapters). */
  storage: MediaStorage;
}

export interface HandlerContext<O extends OperationId> {
  params: PathParams<O>;
  query: QueryParams<O>;
  body: RequestBody<O>;
  /** Request headers after validation (names in lower case). */
  headers: Record<string, unknown>;
  lang: Lang;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<O extends OperationId> = (ctx: HandlerContext<O>) => Promise<Reply<O>>;

export type HandlerMap = { [O in OperationId]?: Handler<O> };

/** Identity helper that checks a group of handlers against the contract. */
export function defineHandlers<T extends HandlerMap>(handlers: T): T {
  return handlers;
}
