#!/usr/bin/env node
// Dependency-direction rules that a generic linter cannot express on package names:
//  1. a feature package never depends on or imports another feature package (they meet in apps/web);
//  2. ui-kit imports no feature, no api-client and no router (it is presentational; its tests may use the tooling/ presets);
//  3. no relative import escapes its package (that would bypass package.json, the dependency graph);
//  4. the workspace dependency graph has no cycle, and no package has a module-level import cycle (madge);
//  5. only @nusa/router imports @tanstack/react-router: features and the shell route through @nusa/router's
//     contract and its re-exports, so routing has one door.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FEATURES = ['auth-otp', 'hotel', 'checkout', 'promotions', 'account', 'favorites', 'info'];
const scope = '@nusa/';
const ROUTER_LIBRARY = /^@tanstack\/react-router(\/|$)/;

/** Returns the list of violations in the workspace at `root` (empty when the rules hold). */
export function checkBoundaries(root = defaultRoot, { madge = true } = {}) {
  const errors = [];

  function workspacePackages() {
    const out = [];
    for (const group of ['apps', 'packages', 'tooling']) {
      const dir = join(root, group);
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir)) {
        const pj = join(dir, name, 'package.json');
        if (existsSync(pj)) out.push({ dir: join(dir, name), pkg: JSON.parse(readFileSync(pj, 'utf8')) });
      }
    }
    return out;
  }

  function sourceFiles(dir) {
    const files = [];
    const walk = (d) => {
      for (const entry of readdirSync(d)) {
        if (entry === 'node_modules' || entry === 'dist' || entry === 'generated' || entry.startsWith('.'))
          continue;
        const p = join(d, entry);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(ts|tsx|js|jsx|mjs)$/.test(entry)) files.push(p);
      }
    };
    if (existsSync(dir)) walk(dir);
    return files;
  }

  const importRe =
    /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

  const pkgs = workspacePackages();
  const byName = new Map(pkgs.map((p) => [p.pkg.name, p]));
  // Test and build presets (tooling/*) carry no product code: ui-kit's own tests may use them.
  const toolingNames = new Set(
    pkgs.filter((p) => relative(root, p.dir).startsWith('tooling')).map((p) => p.pkg.name),
  );
  const isTestFile = (file) => /\.(test|stories)\.[jt]sx?$/.test(file) || /[\\/]test[\\/]/.test(file);

  for (const { dir, pkg } of pkgs) {
    const short = pkg.name.replace(scope, '');
    const isFeature = FEATURES.includes(short);
    const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
    if (isFeature) {
      for (const d of Object.keys(deps)) {
        const other = d.replace(scope, '');
        if (d.startsWith(scope) && FEATURES.includes(other) && other !== short) {
          errors.push(`${pkg.name} declares a dependency on feature ${d}; features meet only in apps/web`);
        }
      }
    }
    for (const file of sourceFiles(join(dir, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(importRe)) {
        const spec = m[1] ?? m[2] ?? m[3];
        const rel = relative(root, file);
        if (spec.startsWith('.')) {
          const target = resolve(dirname(file), spec);
          if (!target.startsWith(dir + '/') && target !== dir) {
            errors.push(`${rel}: relative import '${spec}' leaves its package; import by package name`);
          }
          continue;
        }
        if (ROUTER_LIBRARY.test(spec) && short !== 'router') {
          errors.push(`${rel}: imports ${spec}; route through @nusa/router (react, routes, router, testing)`);
        }
        if (!spec.startsWith(scope)) continue;
        const target = spec.slice(scope.length).split('/')[0];
        if (isFeature && FEATURES.includes(target) && target !== short) {
          errors.push(`${rel}: feature ${short} imports feature ${target}; compose them in apps/web instead`);
        }
        const testTooling = toolingNames.has(`${scope}${target}`) && isTestFile(file);
        if (short === 'ui-kit' && target !== 'ui-kit' && !testTooling) {
          errors.push(`${rel}: ui-kit must stay presentational but imports ${spec}`);
        }
        if (target !== short && !(`${scope}${target}` in deps)) {
          errors.push(`${rel}: imports ${scope}${target} without declaring it in package.json`);
        }
      }
    }
  }

  // Package-level cycle check over workspace dependencies.
  const graph = new Map(
    pkgs.map(({ pkg }) => [
      pkg.name,
      Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).filter((d) => byName.has(d)),
    ]),
  );
  const state = new Map();
  const stack = [];
  function visit(n) {
    if (state.get(n) === 2) return;
    if (state.get(n) === 1) {
      errors.push(`workspace dependency cycle: ${[...stack.slice(stack.indexOf(n)), n].join(' -> ')}`);
      return;
    }
    state.set(n, 1);
    stack.push(n);
    for (const d of graph.get(n) ?? []) visit(d);
    stack.pop();
    state.set(n, 2);
  }
  for (const n of graph.keys()) visit(n);

  // Module-level cycles inside each package's src.
  const madgeBin = join(defaultRoot, 'node_modules/.bin/madge');
  for (const { dir, pkg } of pkgs) {
    const src = join(dir, 'src');
    if (!madge || !existsSync(src) || !existsSync(madgeBin)) continue;
    try {
      execFileSync(madgeBin, ['--circular', '--no-spinner', '--extensions', 'ts,tsx', src], {
        stdio: 'pipe',
      });
    } catch (e) {
      errors.push(`${pkg.name}: import cycle\n${e.stdout?.toString() ?? e.message}`);
    }
  }

  return { errors, packages: pkgs.length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { errors, packages } = checkBoundaries();
  if (errors.length) {
    console.error(`Boundary check failed (${errors.length}):\n- ${errors.join('\n- ')}`);
    process.exit(1);
  }
  console.info(`Boundary check passed: ${packages} packages, no cross-feature imports, no cycles.`);
}
