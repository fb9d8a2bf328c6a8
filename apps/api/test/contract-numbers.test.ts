// Every integer and number of the contract is bounded, and the validator refuses numbers that are not finite
// even where a schema forgot its bounds (issue 10: `GET /api/hotels/Infinity` answered 500).
import { describe, expect, it } from 'vitest';
import { type JsonSchema, loadContract, type OperationSpec } from '../src/contract/load.ts';
import { createOperationValidator } from '../src/contract/validation.ts';
import { t as translate } from '../src/http/i18n.ts';

/** JSON pointers of the integer and number schemas under `value` that lack a minimum or a maximum. */
function unbounded(value: unknown, pointer: string, out: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      unbounded(item, `${pointer}/${i}`, out);
    });
    return;
  }
  if (!value || typeof value !== 'object') return;
  const schema = value as JsonSchema;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) {
    const hasMinimum = typeof schema.minimum === 'number' || typeof schema.exclusiveMinimum === 'number';
    const hasMaximum = typeof schema.maximum === 'number' || typeof schema.exclusiveMaximum === 'number';
    if (!hasMinimum || !hasMaximum) out.push(pointer);
  }
  for (const [key, child] of Object.entries(schema)) {
    // Data, not schemas.
    if (['enum', 'const', 'default', 'example', 'examples'].includes(key)) continue;
    unbounded(child, `${pointer}/${key}`, out);
  }
}

describe('numbers in the contract', () => {
  it('have a minimum and a maximum everywhere: parameters, request bodies, responses and headers', async () => {
    const { document } = await loadContract();
    const missing: string[] = [];
    unbounded(document.paths, '#/paths', missing);
    unbounded(document.components, '#/components', missing);
    expect(missing).toEqual([]);
  });

  it('the walk finds an unbounded integer (so the check above can fail)', () => {
    const missing: string[] = [];
    unbounded({ properties: { id: { type: ['integer', 'null'], minimum: 1 } } }, '#', missing);
    expect(missing).toEqual(['#/properties/id']);
  });
});

describe('the validator refuses numbers that are not finite, even without bounds in the schema', () => {
  // A contract edit that forgets every bound: the validator alone must still keep Infinity out.
  const op: OperationSpec = {
    operationId: 'getThing',
    method: 'post',
    path: '/api/things/{id}',
    routePath: '/api/things/:id',
    tags: [],
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
      { name: 'near', in: 'query', required: false, schema: { type: 'number' } },
      { name: 'ids', in: 'query', required: false, schema: { type: 'array', items: { type: 'integer' } } },
    ],
    requestBody: {
      required: true,
      contentTypes: ['application/json'],
      schema: {
        type: 'object',
        properties: {
          count: { type: 'integer' },
          score: { type: ['number', 'null'] },
          nested: { type: 'object', properties: { n: { type: 'number' } } },
        },
      },
    },
    responses: {},
    security: undefined,
  };
  const validator = createOperationValidator(op, undefined);
  const check = (params: Record<string, unknown>, query: Record<string, unknown>, body: unknown) =>
    validator.request({ params, query, headers: {}, body, contentType: 'application/json', hasBody: true });

  it('in path and query parameters (coerced from text)', () => {
    for (const text of ['Infinity', '-Infinity', '1e400', '-1e400', '+Infinity']) {
      const path = check({ id: text }, {}, {});
      expect(path.ok, `id=${text}`).toBe(false);
      if (!path.ok) {
        expect(path.status).toBe(400);
        expect(path.errors('en')).toEqual({ id: [translate('en', 'field.numbers_only')] });
        expect(path.errors('id')).toEqual({ id: [translate('id', 'field.numbers_only')] });
      }
      expect(check({ id: '1' }, { near: text }, {}).ok, `near=${text}`).toBe(false);
      expect(check({ id: '1' }, { ids: ['1', text] }, {}).ok, `ids=1,${text}`).toBe(false);
    }
    expect(check({ id: '7' }, { near: '-6.2' }, {})).toMatchObject({ ok: true, params: { id: 7 } });
  });

  it('in JSON bodies, where 1e400 parses as Infinity', () => {
    for (const text of [
      '{"count":1e400}',
      '{"score":-1e400}',
      '{"nested":{"n":1e400}}',
      '{"count":-1e309}',
    ]) {
      const result = check({ id: '1' }, {}, JSON.parse(text));
      expect(result.ok, text).toBe(false);
      if (!result.ok) {
        expect(result.status).toBe(422);
        expect(Object.values(result.errors('en')).flat()).toEqual([translate('en', 'field.numbers_only')]);
      }
    }
    expect(check({ id: '1' }, {}, { score: Number.NaN }).ok).toBe(false);
    expect(check({ id: '1' }, {}, { count: 3, score: null, nested: { n: 1.5 } }).ok).toBe(true);
  });

  it('in responses too', () => {
    const responder = createOperationValidator(
      { ...op, responses: { '200': { contentTypes: ['application/json'], schema: { type: 'number' } } } },
      undefined,
    );
    expect(responder.response(200, Number.POSITIVE_INFINITY)).toBeDefined();
    expect(responder.response(200, 12.5)).toBeUndefined();
  });
});
