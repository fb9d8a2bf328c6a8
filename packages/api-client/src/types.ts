// Type helpers that read request and answer shapes out of the generated `paths`, so no shape is written by
// hand. `P` is a path exactly as in the contract, `M` a lowercase method.
import type { paths } from './generated/schema';

type Method = 'get' | 'put' | 'post' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** JSON (or multipart) request body of an operation. */
export type RequestBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: infer C } }
    ? C extends { 'application/json': infer B }
      ? B
      : C extends { 'multipart/form-data': infer B }
        ? B
        : never
    : never;

/** Query parameters of an operation. */
export type QueryParams<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** Header parameters of an operation. */
export type HeaderParams<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { header?: infer H } } ? NonNullable<H> : never;
