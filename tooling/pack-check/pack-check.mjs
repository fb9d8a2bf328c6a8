#!/usr/bin/env node
// Proves the publishable packages work outside the monorepo, the way a consumer gets them. It packs each one with
// `pnpm pack` (publishConfig applied, workspace:/catalog: ranges rewritten) and then checks the tarballs with:
//  - publint (the tarball's package.json): exports/files fields well-formed, every file they name is in the tarball,
//    condition order (`types` first), module format of the JS files. Fails on its errors, prints the rest.
//  - are-the-types-wrong (attw, the tarball's declarations): every entry resolves to types under Node's ESM
//    resolution and under bundlers, and the types' module format matches the JS. Profile `esm-only`: our packages
//    publish ESM only (`import` conditions, no `require`), so a CommonJS `require` (node16 from CJS) and the
//    pre-`exports` resolution (node10) are meant to fail and are not checked. Two more exclusions, each covered
//    elsewhere: stylesheet entries (`./style.css`, `./tokens.css`) have no types to find; and
//    `internal-resolution-error`, because tsc writes our declarations for bundler resolution (relative imports
//    without extensions, as in src/), which attw also resolves as Node16 and reports (a known gap: a TypeScript
//    consumer on moduleResolution node16/nodenext gets the entries' types but not the files they import). Bundler
//    resolution of every declaration file is proven by step 6 below, which imports every entry with skipLibCheck off.
//  - this script, for what those two do not do: the packed manifest has no workspace:/catalog: range left, is not
//    private, ships no src/, publishes every source export (`exports` ↔ `publishConfig.exports`, no `*` pattern);
//    then it installs the tarballs with npm into a scratch project in the OS temp dir, imports every published JS
//    entry in Node (each value export its declarations promise must exist at run time), and type-checks a
//    consumer of every entry against the published declarations with the monorepo's tsc (TypeScript 7).
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
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const run = promisify(execFile);
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGES = ['api-client', 'core', 'i18n', 'router', 'ui-kit', 'hotel', 'auth-otp', 'checkout'];
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
  '@nusa/checkout/checkout-page': ['CheckoutPage', 'default'],
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
/** Entries attw cannot check: stylesheets have no types (see the header). */
const ATTW_EXCLUDED_ENTRIES = ['./style.css', './tokens.css', './card.module.css', './page-layout.module.css'];
const ATTW_ARGS = [
  '--profile',
  'esm-only',
  '--ignore-rules',
  'internal-resolution-error',
  '--exclude-entrypoints',
  ...ATTW_EXCLUDED_ENTRIES,
  '--format',
  'json',
];
const CONSUMER_TS = `// Written by tooling/pack-check: a consumer of the published packages.
import { HomePage } from '@nusa/hotel/home-page';
import { formatIDR } from '@nusa/i18n/format';
import type { ReactNode } from 'react';

export const price: string = formatIDR(1_250_000);
// @ts-expect-error rupiah are numbers; this line only type-checks if the declarations were not found (any)
formatIDR('1250000');
export const page: ReactNode = HomePage();
// @ts-expect-error HomePage takes no such prop
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
  files: ['index.ts', 'all-entries.ts'],
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

/** publint on one tarball: its errors fail the check, warnings and suggestions are printed. */
async function runPublint(name, tarball) {
  const data = readFileSync(tarball);
  const { messages, pkg } = await publint({
    pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) },
    level: 'suggestion',
  });
  for (const m of messages) {
    const text = `@nusa/${name}: publint ${m.type} ${m.code}: ${formatMessage(m, pkg, { color: false })}`;
    if (m.type === 'error') fail(text);
    else console.warn(`pack-check: ${text}`);
  }
  return messages.filter((m) => m.type === 'error').length;
}

/** attw on one tarball, run by the CLI's own bin (its profiles live in the CLI, not in @arethetypeswrong/core). */
async function runAttw(name, tarball, attwBin) {
  let out;
  let failed = false;
  try {
    out = (await run(process.execPath, [attwBin, tarball, ...ATTW_ARGS], { maxBuffer: 64 * 1024 * 1024 }))
      .stdout;
  } catch (e) {
    if (typeof e.stdout !== 'string' || !e.stdout.startsWith('{')) throw e;
    out = e.stdout;
    failed = true; // attw exits non-zero when a problem it does not ignore remains
  }
  const { analysis, problems } = JSON.parse(out);
  if (!analysis.types) {
    fail(`@nusa/${name}: attw found no types in the tarball`);
    return 1;
  }
  // The JSON lists every problem, ignored ones included: name those its exit code counted.
  const counted = Object.values(problems ?? {})
    .flat()
    .filter(
      (p) =>
        p.kind !== 'InternalResolutionError' &&
        !['node10', 'node16-cjs'].includes(p.resolutionKind) &&
        !ATTW_EXCLUDED_ENTRIES.includes(p.entrypoint),
    );
  for (const p of counted) {
    fail(`@nusa/${name}: attw ${p.kind} at "${p.entrypoint ?? p.fileName}" (${p.resolutionKind ?? 'all'})`);
  }
  if (failed && counted.length === 0) fail(`@nusa/${name}: attw failed; run it on ${tarball} to see why`);
  return failed ? Math.max(counted.length, 1) : 0;
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

  // 2. What publint and attw do not know: the packed manifest against the source one.
  const manifests = {};
  const entries = []; // { specifier, dts, js } for every published entry with types
  for (const name of PACKAGES) {
    const dir = join(unpacked, name, 'package');
    const files = walk(dir);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const source = JSON.parse(readFileSync(join(repo, 'packages', name, 'package.json'), 'utf8'));
    manifests[name] = pkg;
    const where = `@nusa/${name}`;
    if (/"(?:workspace|catalog):/.test(JSON.stringify(pkg)))
      fail(`${where}: packed package.json still has workspace:/catalog: ranges`);
    if (files.some((f) => f.startsWith('src/'))) fail(`${where}: tarball contains src/`);
    if (pkg.private) fail(`${where}: is private`);
    const exportsMap = pkg.exports ?? {};
    for (const subpath of Object.keys(source.exports ?? {})) {
      if (!(subpath in exportsMap)) fail(`${where}: export "${subpath}" is not in publishConfig.exports`);
    }
    for (const [subpath, value] of Object.entries(exportsMap)) {
      if (subpath.includes('*')) {
        fail(`${where}: export "${subpath}" is a pattern; list each entry point (docs/CONVENTIONS.md)`);
        continue;
      }
      if (typeof value === 'string' || !value.types) continue; // a stylesheet
      const dtsPath = join(dir, value.types);
      entries.push({
        specifier: `${where}${subpath.slice(1)}`,
        dts: existsSync(dtsPath) ? readFileSync(dtsPath, 'utf8') : '',
        js: Boolean(value.import),
      });
    }
  }
  for (const specifier of Object.keys(EXPECTED)) {
    if (!entries.some((e) => e.specifier === specifier && e.js)) fail(`${specifier}: not a published entry`);
  }
  step(`checked ${PACKAGES.length} manifests: ${entries.length} entries`);

  // 3. publint and attw on every tarball, side by side with the npm install (step 4), which takes longest.
  t0 = performance.now();
  const attwManifest = fileURLToPath(import.meta.resolve('@arethetypeswrong/cli/package.json'));
  const attwBin = join(dirname(attwManifest), JSON.parse(readFileSync(attwManifest, 'utf8')).bin.attw);
  const lint = Promise.all(
    PACKAGES.map(async (name) => {
      const [publintErrors, attwProblems] = await Promise.all([
        runPublint(name, tgz[name]),
        runAttw(name, tgz[name], attwBin),
      ]);
      return publintErrors + attwProblems;
    }),
  ).then(
    (counts) => {
      const total = counts.reduce((a, b) => a + b, 0);
      step(`publint + attw (esm-only) on ${PACKAGES.length} tarballs: ${total} error(s) (${seconds(t0)})`);
    },
    (e) => fail(`publint/attw: ${e.message}`),
  );

  // 4. Scratch npm project. `overrides` pin every @nusa/* name to its tarball, so npm never asks the registry
  //    for our (unpublished, maybe squatted) names when one package depends on another.
  const t1 = performance.now();
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
  step(`npm install in ${scratch} (${seconds(t1)})`);
  await lint;

  // 5. Import every published JS entry in Node, from the scratch project.
  t0 = performance.now();
  const checks = entries
    .filter((e) => e.js)
    .map(({ specifier, dts }) => ({
      specifier,
      expected: [...new Set([...(EXPECTED[specifier] ?? []), ...declaredValueExports(dts)])],
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

  // 6. Type-check a consumer against the published declarations: a few calls that must (not) compile, and
  //    every entry imported, so every declaration file it reaches resolves under bundler resolution.
  t0 = performance.now();
  writeFileSync(join(scratch, 'index.ts'), CONSUMER_TS);
  writeFileSync(
    join(scratch, 'all-entries.ts'),
    `// Written by tooling/pack-check: every published entry's types.\n${entries
      .map((e, i) => `export type * as Entry${i} from '${e.specifier}';`)
      .join('\n')}\n`,
  );
  writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG, null, 2));
  const tsc = join(repo, 'node_modules/.bin/tsc');
  const version = (await sh(tsc, ['--version'], scratch)).trim();
  try {
    await sh(tsc, ['-p', 'tsconfig.json'], scratch);
    step(
      `tsc (${version}, moduleResolution bundler, skipLibCheck false) on ${entries.length} entries passed (${seconds(t0)})`,
    );
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
