// The contract is bundled in a worker thread (src/contract/bundle-worker.ts): these check that the worker's
// answer comes back whole, and that a broken contract still stops the server with the bundler's reasons.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/load.ts';

const dir = mkdtempSync(join(tmpdir(), 'nusa-contract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadContract', () => {
  it('answers the dereferenced contract from the worker, with its operations', async () => {
    const contract = await loadContract();
    const search = contract.operations.find((o) => o.operationId === 'searchHotels');
    expect(search?.method).toBe('post');
    // Dereferenced: the request body's schema has its properties, not a $ref.
    expect(JSON.stringify(search?.requestBody?.schema)).not.toContain('$ref');
    expect(search?.requestBody?.schema).toHaveProperty('properties');
  });

  it('refuses a contract that does not bundle, naming what is wrong', async () => {
    const path = join(dir, 'broken.yaml');
    writeFileSync(
      path,
      [
        'openapi: 3.1.0',
        'info: { title: broken, version: "1" }',
        'paths:',
        '  /x:',
        '    get:',
        '      operationId: x',
        '      responses:',
        "        '200':",
        '          description: ok',
        '          content:',
        '            application/json:',
        "              schema: { $ref: './missing.yaml' }",
      ].join('\n'),
    );
    await expect(loadContract(path)).rejects.toThrow(/does not bundle: .*missing\.yaml/);
  });
});
