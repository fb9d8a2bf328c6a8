// The whole generator on a copy of the repo (scripts/smoke.ts): generate, install, typecheck, test, extract, lint.
import { expect, it } from 'vitest';
import { smoke } from '../scripts/smoke.ts';

// Room for one retried install (scripts/smoke.ts: each step stops after 3 minutes, an install is tried twice).
it('generates feature packages that install, typecheck, test and extract cleanly', {
  timeout: 600_000,
}, async () => {
  const log: string[] = [];
  await smoke({ log: (line) => log.push(line) });
  expect(log.at(-1)).toMatch(/passed$/);
});
