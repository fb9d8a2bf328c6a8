// Shared by every React package's component tests (import from @nusa/vitest-config/axe).
import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered element and fails with a readable list when it finds violations.
 * `region` is off: it asks for page landmarks, which a lone component cannot have. `color-contrast`
 * is off because jsdom does no layout or painting, so axe cannot measure it here (tokens.css documents
 * the contrast ratios instead).
 */
export async function expectNoAxeViolations(element: Element = document.body, options: axe.RunOptions = {}) {
  const results = await axe.run(element, {
    ...options,
    rules: { region: { enabled: false }, 'color-contrast': { enabled: false }, ...options.rules },
  });
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`,
  );
  expect(summary, summary.join('\n\n')).toEqual([]);
}
