import axe from 'axe-core';
import { expect } from 'vitest';

/** axe-core on rendered DOM; `region` (page landmarks) and `color-contrast` (no layout in jsdom) are off. */
export async function expectNoAxeViolations(element: Element = document.body) {
  const results = await axe.run(element, {
    rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
  });
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`,
  );
  expect(summary, summary.join('\n\n')).toEqual([]);
}
