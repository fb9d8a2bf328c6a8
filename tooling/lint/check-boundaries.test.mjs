import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries.mjs';

let root;
function pkg(path, json, files = {}) {
  const dir = join(root, path);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(json));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'src', name), text);
}
function fixture() {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  pkg('packages/ui-kit', { name: '@nusa/ui-kit' }, { 'button.tsx': 'export const B = 1;' });
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('boundary check', () => {
  it('passes a feature that imports only shared packages it declares', () => {
    fixture();
    pkg(
      'packages/hotel',
      { name: '@nusa/hotel', dependencies: { '@nusa/ui-kit': 'workspace:*' } },
      { 'page.tsx': "import { B } from '@nusa/ui-kit/button';\nexport const P = B;" },
    );
    expect(checkBoundaries(root, { madge: false }).errors).toEqual([]);
  });

  it('fails when anything but the router package imports TanStack Router', () => {
    fixture();
    pkg(
      'packages/hotel',
      { name: '@nusa/hotel', dependencies: { '@nusa/router': 'workspace:*' } },
      {
        'page.tsx': "import { Link } from '@tanstack/react-router';\nexport const P = Link;",
        'ok.tsx': "import { Link } from '@nusa/router/react';\nexport const O = Link;",
      },
    );
    pkg(
      'packages/router',
      { name: '@nusa/router' },
      { 'react.ts': "export { Link } from '@tanstack/react-router';" },
    );
    expect(checkBoundaries(root, { madge: false }).errors).toEqual([
      'packages/hotel/src/page.tsx: imports @tanstack/react-router; route through @nusa/router (react, routes, router, testing)',
    ]);
  });

  it('fails when one feature imports another', () => {
    fixture();
    pkg('packages/favorites', { name: '@nusa/favorites' }, { 'toggle.tsx': 'export const T = 1;' });
    pkg(
      'packages/hotel',
      { name: '@nusa/hotel', dependencies: { '@nusa/favorites': 'workspace:*' } },
      { 'page.tsx': "import { T } from '@nusa/favorites/toggle';\nexport const P = T;" },
    );
    const { errors } = checkBoundaries(root, { madge: false });
    expect(errors.join('\n')).toMatch(/hotel declares a dependency on feature @nusa\/favorites/);
    expect(errors.join('\n')).toMatch(/feature hotel imports feature favorites/);
  });

  it('fails on relative imports that leave the package and on undeclared packages', () => {
    fixture();
    pkg(
      'packages/hotel',
      { name: '@nusa/hotel' },
      { 'page.tsx': "import '../../ui-kit/src/button';\nimport '@nusa/ui-kit/button';" },
    );
    const text = checkBoundaries(root, { madge: false }).errors.join('\n');
    expect(text).toMatch(/leaves its package/);
    expect(text).toMatch(/without declaring it/);
  });

  it('fails on a workspace dependency cycle', () => {
    fixture();
    pkg('packages/core', { name: '@nusa/core', dependencies: { '@nusa/i18n': 'workspace:*' } });
    pkg('packages/i18n', { name: '@nusa/i18n', dependencies: { '@nusa/core': 'workspace:*' } });
    expect(checkBoundaries(root, { madge: false }).errors.join('\n')).toMatch(/dependency cycle/);
  });

  it('keeps ui-kit presentational, though its tests may use the test presets of tooling/', () => {
    fixture();
    pkg('tooling/vitest', { name: '@nusa/vitest-config' }, { 'axe.ts': 'export const axe = 1;' });
    pkg('packages/router', { name: '@nusa/router' }, { 'routes.ts': 'export const r = 1;' });
    pkg(
      'packages/ui-kit',
      {
        name: '@nusa/ui-kit',
        dependencies: { '@nusa/router': 'workspace:*' },
        devDependencies: { '@nusa/vitest-config': 'workspace:*' },
      },
      {
        'button.tsx': 'export const B = 1;',
        'button.test.tsx': "import { axe } from '@nusa/vitest-config/axe';\nexport const T = axe;",
        'link.tsx':
          "import { r } from '@nusa/router/routes';\nimport { axe } from '@nusa/vitest-config/axe';\nexport const L = [r, axe];",
      },
    );
    const errors = checkBoundaries(root, { madge: false }).errors;
    expect(errors).toEqual([
      'packages/ui-kit/src/link.tsx: ui-kit must stay presentational but imports @nusa/router/routes',
      'packages/ui-kit/src/link.tsx: ui-kit must stay presentational but imports @nusa/vitest-config/axe',
    ]);
  });
});
