// The whole generator on a copy of the repo (scripts/smoke.ts): generate, install, typecheck, test, extract, lint.
import { expect, it } from 'vitest';
import { smoke } from '../scripts/smoke.ts';

it('generates feature packages that install, typecheck, test and extract cleanly', {
  timeout: 240_000,
}, async () => {
  const log: string[] = [];
  await smoke({ log: (line) => log.push(line) });
  expect(log.at(-1)).toMatch(/passed$/);
});
