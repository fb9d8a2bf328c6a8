// The generator against the real repo, read-only: it still understands routes.ts, pages.ts and the shell's
// catalogs as they are today. Nothing is written.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planFeature } from '../src/plan.ts';
import { readPageRoutes } from '../src/route-contract.ts';
import { comingSoonKeys } from '../src/shell-bindings.ts';
import { diskTree } from '../src/tree.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const tree = diskTree(root);

describe('the real repo', () => {
  it('has page routes and bindings the generator can read', () => {
    const routes = readPageRoutes(tree.read('packages/router/src/routes.ts') as string);
    expect(routes.find((r) => r.key === 'home')).toMatchObject({ path: '/', guarded: false });
    const free = comingSoonKeys(tree.read('apps/web/src/pages.ts') as string);
    for (const key of free) expect(routes.map((r) => r.key)).toContain(key);
  });

  it('plans a feature on a ComingSoon key and on a new route', () => {
    const free = comingSoonKeys(tree.read('apps/web/src/pages.ts') as string);
    const answers = {
      name: 'generator-probe',
      page: 'GeneratorProbePage',
      guarded: true,
      title: 'Uji',
      titleEn: 'Probe',
    };
    if (free[0]) {
      const plan = planFeature(tree, { ...answers, routes: free[0] });
      expect(plan.files.find((f) => f.path === 'apps/web/src/pages.ts')?.content).toContain(
        `  ${free[0]}: generatorProbePage,`,
      );
    }
    const plan = planFeature(tree, { ...answers, routes: '/generator-probe' });
    expect(plan.files.map((f) => f.path)).toContain('packages/router/src/routes.ts');
    // No ComingSoon page left in the shell: a new route's title goes to the feature's catalog only.
    expect(plan.files.map((f) => f.path)).not.toContain('apps/web/src/locales/id.po');
  });
});
