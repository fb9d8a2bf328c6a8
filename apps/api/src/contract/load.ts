// Loads the OpenAPI contract (openapi/openapi.yaml and the files it references) with Redocly's bundler, fully
// dereferenced, so the server needs no build step and always serves the contract on disk. The bundler runs in a
// worker thread (bundle-worker.ts says why).
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const DEFAULT_CONTRACT_PATH = fileURLToPath(
  new URL('../../../../openapi/openapi.yaml', import.meta.url),
);

export type JsonSchema = Record<string, unknown>;
type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';
const METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export interface ParameterSpec {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

interface ResponseSpec {
  /** JSON schema of an application/json body, when the response has one. */
  schema?: JsonSchema;
  contentTypes: string[];
}

export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** The path as written in the contract, e.g. `/api/carts/{id}/`. */
  path: string;
  /** The same path in Fastify's syntax, e.g. `/api/carts/:id/` (trailing slashes are kept). */
  routePath: string;
  tags: string[];
  parameters: ParameterSpec[];
  requestBody?: { required: boolean; contentTypes: string[]; schema?: JsonSchema };
  /** Keyed by status code ('200', '404', …) or 'default'. */
  responses: Record<string, ResponseSpec>;
  security: unknown[] | undefined;
}

export interface Contract {
  document: Record<string, unknown>;
  operations: OperationSpec[];
}

function toRoutePath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function jsonSchemaOf(content: Record<string, unknown>): JsonSchema | undefined {
  const json = Object.entries(content).find(
    ([type]) => type === 'application/json' || type.endsWith('+json'),
  );
  const schema = json ? asRecord(json[1]).schema : undefined;
  return schema ? (schema as JsonSchema) : undefined;
}

interface Bundled {
  errors: string[];
  document?: Record<string, unknown>;
}

function bundleInWorker(path: string): Promise<Bundled> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bundle-worker.ts', import.meta.url), { workerData: { path } });
    let answer: Bundled | undefined;
    worker.once('message', (message: Bundled) => {
      answer = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (answer) resolve(answer);
      else reject(new Error(`The OpenAPI contract's bundler stopped (exit code ${code}) without an answer`));
    });
  });
}

export async function loadContract(path: string = DEFAULT_CONTRACT_PATH): Promise<Contract> {
  const result = await bundleInWorker(path);
  if (result.errors.length > 0 || !result.document) {
    throw new Error(`The OpenAPI contract at ${path} does not bundle: ${result.errors.join('; ')}`);
  }
  const document = result.document;
  const operations: OperationSpec[] = [];
  for (const [path, rawItem] of Object.entries(asRecord(document.paths))) {
    const item = asRecord(rawItem);
    const shared = Array.isArray(item.parameters) ? (item.parameters as Record<string, unknown>[]) : [];
    for (const method of METHODS) {
      const op = item[method] ? asRecord(item[method]) : undefined;
      if (!op) continue;
      const own = Array.isArray(op.parameters) ? (op.parameters as Record<string, unknown>[]) : [];
      // Operation-level parameters override path-level ones with the same name and location.
      const merged = new Map<string, Record<string, unknown>>();
      for (const p of [...shared, ...own]) merged.set(`${String(p.in)}:${String(p.name)}`, p);
      const parameters: ParameterSpec[] = [...merged.values()].map((p) => ({
        name: String(p.name),
        in: p.in as ParameterSpec['in'],
        required: p.in === 'path' ? true : Boolean(p.required),
        schema: (p.schema as JsonSchema | undefined) ?? {},
      }));
      const body = op.requestBody ? asRecord(op.requestBody) : undefined;
      const bodyContent = asRecord(body?.content);
      const responses: Record<string, ResponseSpec> = {};
      for (const [status, rawResponse] of Object.entries(asRecord(op.responses))) {
        const content = asRecord(asRecord(rawResponse).content);
        responses[status] = { schema: jsonSchemaOf(content), contentTypes: Object.keys(content) };
      }
      operations.push({
        operationId: String(op.operationId ?? `${method} ${path}`),
        method,
        path,
        routePath: toRoutePath(path),
        tags: Array.isArray(op.tags) ? (op.tags as string[]) : [],
        parameters,
        requestBody: body
          ? {
              required: Boolean(body.required),
              contentTypes: Object.keys(bodyContent),
              schema: jsonSchemaOf(bodyContent),
            }
          : undefined,
        responses,
        security: Array.isArray(op.security) ? op.security : (document.security as unknown[] | undefined),
      });
    }
  }
  return { document, operations };
}
