#!/usr/bin/env node
// Proves the publishable packages work outside the monorepo, the way a consumer gets them: `pnpm pack` each
// one (publishConfig applied, workspace:/catalog: ranges rewritten), check the packed manifests, install the
// tarballs with npm into a scratch project in the OS temp dir, import every published JS entry in Node, and
// type-check a consumer file against the published declarations with the monorepo's tsc (TypeScript 7).
// It builds nothing: run `pnpm exec turbo run build --filter='./packages/*'` first.
// Usage: pnpm pack-check [--keep]   (--keep leaves the scratch folder for inspection)
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGES = ['api-client', 'core', 'i18n', 'router', 'ui-kit', 'hotel', 'auth-otp'];
/** Peers a consumer brings; versions come from the packed manifests' peer ranges. */
const PEERS = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  '@tanstack/react-router',
  '@reduxjs/toolkit',
  'react-redux',
  '@lingui/core',
  '@lingui/react',
];
/** Type packages a TypeScript consumer of React adds; versions from hotel's devDependencies. */
const TYPE_PACKAGES = ['@types/react', '@types/react-dom'];
/** Exports that must exist at runtime (on top of every value export the declarations promise). */
const EXPECTED = {
  '@nusa/hotel/home-page': ['HomePage', 'default'],
  '@nusa/hotel/locales': ['loadHotelMessages'],
  '@nusa/auth-otp/member-slice': ['memberSlice', 'memberActions'],
  '@nusa/auth-otp/auth-shell': ['installAuth', 'authGuard', 'readSessionToken'],
  '@nusa/auth-otp/auth-host': ['AuthHost'],
  '@nusa/auth-otp/login-page': ['LoginPage', 'default'],
  '@nusa/i18n/format': ['formatIDR', 'formatInstant'],
  '@nusa/i18n/date-lite': ['formatDisplayDate'],
  '@nusa/i18n/languages': ['LANGUAGES', 'resolveLang'],
  '@nusa/core/common-slice': ['commonSlice', 'commonActions', 'commonSelectors'],
  '@nusa/router/router': ['createAppRouter'],
  '@nusa/router/search': ['validateStaySearch'],
  '@nusa/api-client/client': ['createApiClient'],
  '@nusa/api-client/queries/general': ['autocompleteQuery'],
  '@nusa/ui-kit/button': ['Button'],
  '@nusa/ui-kit/date-range-picker': ['DateRangePicker'],
  '@nusa/ui-kit/tokens': ['breakpoints'],
};
const CONSUMER_TS = `// Written by tooling/pack-check: a consumer of the published packages.
import { HomePage } from '@nusa/hotel/home-page';
import { formatIDR } from '@nusa/i18n/format';
import type { ReactNode } from 'react';

export const price: string = formatIDR(1_250_000);
// @ts-expect-error rupiah are numbers; this line only type-checks if the declarations were not found (any)
formatIDR('1250000');
export const page: ReactNode = HomePage();
// @ts-expect-error HomePage takes no props
HomePage({ unexpected: true });
`;
const CONSUMER_TSCONFIG = {
  compilerOptions: {
    target: 'ES2023',
    lib: ['ES2023', 'DOM'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    // Check the published .d.ts files too, not only the consumer's own file.
    skipLibCheck: false,
    types: [],
  },
  files: ['index.ts'],
};

const keep = process.argv.includes('--keep');
const started = performance.now();
const failures = [];
const fail = (msg) => failures.push(msg);
const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const step = (msg) => console.info(`pack-check: ${msg}`);

async function sh(cmd, args, cwd) {
  try {
    return (await run(cmd, args, { cwd, maxBuffer: 64 * 1024 * 1024, env: process.env })).stdout;
  } catch (e) {
    throw new Error(
      `${cmd} ${args.join(' ')} (in ${cwd}) failed:\n${e.stdout ?? ''}${e.stderr ?? e.message}`,
    );
  }
}

function walk(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p, base) : [relative(base, p)];
  });
}

/** Values `*` takes in a published pattern target, from the files in the package (`./dist/*.js`). */
function expandPattern(target, files) {
  const [pre, post] = target.replace(/^\.\//, '').split('*');
  return files
    .filter((f) => f.startsWith(pre) && f.endsWith(post) && f.length > pre.length + post.length)
    .map((f) => f.slice(pre.length, f.length - post.length))
    .filter((star) => !star.includes('/'));
}

/** Runtime (non-type) names a tsc-emitted declaration file exports. */
function declaredValueExports(dts) {
  const names = new Set();
  for (const m of dts.matchAll(
    /export\s+declare\s+(?:abstract\s+)?(?:function|const|let|var|class|enum)\s+([\w$]+)/g,
  )) {
    names.add(m[1]);
  }
  for (const m of dts.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
    if (m[1]) continue;
    for (const part of m[2].split(',').map((s) => s.trim())) {
      if (!part || part.startsWith('type ')) continue;
      names.add(part.split(/\s+as\s+/).pop());
    }
  }
  if (/export\s+default\s/.test(dts) || /export\s*\{[^}]*\bas\s+default\b/.test(dts)) names.add('default');
  return [...names];
}

const temp = mkdtempSync(join(tmpdir(), 'nusa-pack-check-'));
const tarballs = join(temp, 'tarballs');
const unpacked = join(temp, 'unpacked');
const scratch = join(temp, 'scratch');
for (const d of [tarballs, unpacked, scratch]) mkdirSync(d);
if (!relative(repo, temp).startsWith('..')) throw new Error(`scratch folder ${temp} is inside the monorepo`);

try {
  // 1. Pack. Refuse stale or missing builds rather than packing an empty dist/.
  let t0 = performance.now();
  for (const name of PACKAGES) {
    if (!existsSync(join(repo, 'packages', name, 'dist'))) {
      throw new Error(
        `packages/${name}/dist is missing: run pnpm exec turbo run build --filter='./packages/*'`,
      );
    }
  }
  await Promise.all(
    PACKAGES.map((name) =>
      sh('pnpm', ['pack', '--pack-destination', tarballs], join(repo, 'packages', name)),
    ),
  );
  const tgz = Object.fromEntries(
    PACKAGES.map((name) => {
      const file = readdirSync(tarballs).find((f) => f.startsWith(`nusa-${name}-`) && f.endsWith('.tgz'));
      if (!file) throw new Error(`pnpm pack wrote no tarball for @nusa/${name}`);
      return [name, join(tarballs, file)];
    }),
  );
  await Promise.all(
    PACKAGES.map(async (name) => {
      mkdirSync(join(unpacked, name));
      await sh('tar', ['-xzf', tgz[name], '-C', join(unpacked, name)], temp);
    }),
  );
  step(`packed ${PACKAGES.length} packages (${seconds(t0)})`);

  // 2. Packed manifests: publishConfig applied, every source export published, every target present.
  const manifests = {};
  const entries = []; // { specifier, dts } for every published JS entry
  for (const name of PACKAGES) {
    const dir = join(unpacked, name, 'package');
    const files = walk(dir);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const source = JSON.parse(readFileSync(join(repo, 'packages', name, 'package.json'), 'utf8'));
    manifests[name] = pkg;
    const where = `@nusa/${name}`;
    const raw = JSON.stringify(pkg);
    if (/"(?:workspace|catalog):/.test(raw))
      fail(`${where}: packed package.json still has workspace:/catalog: ranges`);
    if (files.some((f) => f.startsWith('src/'))) fail(`${where}: tarball contains src/`);
    if (pkg.private) fail(`${where}: is private`);
    const exportsMap = pkg.exports ?? {};
    for (const subpath of Object.keys(source.exports ?? {})) {
      if (!(subpath in exportsMap)) fail(`${where}: export "${subpath}" is not in publishConfig.exports`);
    }
    for (const [subpath, value] of Object.entries(exportsMap)) {
      const conditions = typeof value === 'string' ? { default: value } : value;
      for (const [condition, target] of Object.entries(conditions)) {
        if (!target.startsWith('./dist/'))
          fail(`${where} "${subpath}" ${condition}: ${target} is outside dist/`);
        if (target.includes('*')) {
          if (expandPattern(target, files).length === 0)
            fail(`${where} "${subpath}" ${condition}: ${target} matches no file`);
        } else if (!files.includes(target.slice(2))) {
          fail(`${where} "${subpath}" ${condition}: ${target} is not in the tarball`);
        }
      }
      if (typeof value === 'string' || !value.import) continue; // a stylesheet, or types only (./schema)
      if (!value.types) fail(`${where} "${subpath}": has JS but no types`);
      const stars = subpath.includes('*') ? expandPattern(value.import, files) : [null];
      for (const star of stars) {
        const sub = star === null ? subpath : subpath.replace('*', star);
        const types = star === null ? value.types : value.types.replace('*', star);
        const dtsPath = join(dir, types);
        // An explicit subpath (hotel's ./locales) may also match a pattern (./*): check it once.
        if (entries.some((e) => e.specifier === `${where}${sub.slice(1)}`)) continue;
        entries.push({
          specifier: `${where}${sub.slice(1)}`,
          dts: existsSync(dtsPath) ? readFileSync(dtsPath, 'utf8') : null,
          types,
        });
      }
    }
  }
  for (const { specifier, dts, types } of entries) {
    if (dts === null) fail(`${specifier}: declaration ${types} is not in the tarball`);
  }
  for (const specifier of Object.keys(EXPECTED)) {
    if (!entries.some((e) => e.specifier === specifier)) fail(`${specifier}: not a published entry`);
  }
  step(`checked ${PACKAGES.length} manifests, ${entries.length} JS entries`);

  // 3. Scratch npm project. `overrides` pin every @nusa/* name to its tarball, so npm never asks the registry
  //    for our (unpublished, maybe squatted) names when one package depends on another.
  t0 = performance.now();
  const rangeOf = (dep, field) => {
    const ranges = [...new Set(PACKAGES.map((n) => manifests[n][field]?.[dep]).filter(Boolean))];
    if (ranges.length > 1) fail(`packages disagree on ${dep}: ${ranges.join(' vs ')}`);
    return ranges[0];
  };
  const dependencies = {};
  for (const name of PACKAGES) dependencies[`@nusa/${name}`] = `file:${relative(scratch, tgz[name])}`;
  for (const dep of PEERS) {
    const range = rangeOf(dep, 'peerDependencies');
    if (!range) throw new Error(`no package declares a peer range for ${dep}`);
    dependencies[dep] = range;
  }
  const devDependencies = {};
  for (const dep of TYPE_PACKAGES) {
    const range = manifests.hotel.devDependencies?.[dep];
    if (!range) throw new Error(`@nusa/hotel has no devDependency range for ${dep}`);
    devDependencies[dep] = range;
  }
  const overrides = Object.fromEntries(PACKAGES.map((n) => [`@nusa/${n}`, `$@nusa/${n}`]));
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify(
      { name: 'nusa-pack-check', private: true, type: 'module', dependencies, devDependencies, overrides },
      null,
      2,
    ),
  );
  await sh(
    'npm',
    ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline', '--loglevel=error'],
    scratch,
  );
  step(`npm install in ${scratch} (${seconds(t0)})`);

  // 4. Import every published JS entry in Node, from the scratch project.
  t0 = performance.now();
  const checks = entries.map(({ specifier, dts }) => ({
    specifier,
    expected: [...new Set([...(EXPECTED[specifier] ?? []), ...(dts ? declaredValueExports(dts) : [])])],
  }));
  writeFileSync(
    join(scratch, 'import-all.mjs'),
    `const checks = ${JSON.stringify(checks)};
const results = [];
for (const { specifier, expected } of checks) {
  try {
    const mod = await import(specifier);
    const names = Object.keys(mod);
    results.push({ specifier, names, missing: expected.filter((n) => !(n in mod)) });
  } catch (e) {
    results.push({ specifier, error: String(e?.stack ?? e).split('\\n').slice(0, 3).join(' | ') });
  }
}
process.stdout.write(JSON.stringify(results));
`,
  );
  const results = JSON.parse(await sh(process.execPath, ['import-all.mjs'], scratch));
  for (const r of results) {
    if (r.error) fail(`import ${r.specifier}: ${r.error}`);
    else if (r.missing.length) fail(`import ${r.specifier}: missing export(s) ${r.missing.join(', ')}`);
    else if (r.names.length === 0) fail(`import ${r.specifier}: exports nothing`);
  }
  const imported = results.filter((r) => !r.error).length;
  step(`imported ${imported}/${results.length} entries in Node ${process.version} (${seconds(t0)})`);

  // 5. Type-check a consumer against the published declarations.
  t0 = performance.now();
  writeFileSync(join(scratch, 'index.ts'), CONSUMER_TS);
  writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG, null, 2));
  const tsc = join(repo, 'node_modules/.bin/tsc');
  const version = (await sh(tsc, ['--version'], scratch)).trim();
  try {
    await sh(tsc, ['-p', 'tsconfig.json'], scratch);
    step(`tsc (${version}, moduleResolution bundler, skipLibCheck false) passed (${seconds(t0)})`);
  } catch (e) {
    fail(`type-check of the consumer failed:\n${e.message}`);
  }
} catch (e) {
  fail(e.message);
}

const elapsed = seconds(started);
if (failures.length) {
  console.error(`\npack-check FAILED (${failures.length}) in ${elapsed}:\n- ${failures.join('\n- ')}`);
  console.error(`scratch kept at ${temp}`);
  process.exit(1);
}
if (!keep) rmSync(temp, { recursive: true, force: true });
console.info(`\npack-check PASSED in ${elapsed}${keep ? ` (scratch kept at ${temp})` : ''}`);
