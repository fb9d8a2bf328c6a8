#!/usr/bin/env node
// Every user-facing string must exist in both Indonesian and English: fail on any catalog entry whose
// msgstr is empty, and on a package whose id and en catalogs do not hold the same message ids.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.po'], {
  cwd: root,
})
  .toString()
  .split('\n')
  .filter(Boolean);

/** Minimal .po reader: msgid/msgstr pairs with continuation lines (what Lingui writes). */
function parsePo(text) {
  const entries = new Map();
  let id = null;
  let str = null;
  let field = null;
  const flush = () => {
    if (id !== null && id !== '') entries.set(id, str ?? '');
    id = null;
    str = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      id = JSON.parse(line.slice(6));
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = JSON.parse(line.slice(7));
      field = 'str';
    } else if (line.startsWith('"')) {
      if (field === 'id') id += JSON.parse(line);
      else if (field === 'str') str += JSON.parse(line);
    } else if (line === '' || line.startsWith('#')) {
      field = line === '' ? null : field;
    }
  }
  flush();
  return entries;
}

const errors = [];
const byDir = new Map();
for (const file of files) {
  const entries = parsePo(readFileSync(resolve(root, file), 'utf8'));
  for (const [id, str] of entries) if (!str.trim()) errors.push(`${file}: no translation for "${id}"`);
  byDir.set(file, entries);
}
// A package's first-route catalog is locales/id.po beside locales/en.po; a page's own catalog is X.id.po beside
// X.en.po (e.g. results/locales/results.id.po). Every catalog file must be one of a pair.
const LANG_FILE = /(^|\/|\.)(id|en)\.po$/;
const pairOf = (file, lang) => file.replace(LANG_FILE, `$1${lang}.po`);
for (const file of byDir.keys()) {
  if (!LANG_FILE.test(file))
    errors.push(`${file}: a catalog must be named id.po/en.po or NAME.id.po/NAME.en.po`);
}
for (const [file, entries] of byDir) {
  if (!file.endsWith('id.po') || !LANG_FILE.test(file)) continue;
  const enFile = pairOf(file, 'en');
  const en = byDir.get(enFile);
  if (!en) {
    errors.push(`${file}: no matching ${enFile}`);
    continue;
  }
  for (const id of entries.keys()) if (!en.has(id)) errors.push(`${file}: "${id}" missing from ${enFile}`);
  for (const id of en.keys()) if (!entries.has(id)) errors.push(`${file}: "${id}" only in ${enFile}`);
}
for (const file of byDir.keys()) {
  if (file.endsWith('en.po') && LANG_FILE.test(file) && !byDir.has(pairOf(file, 'id')))
    errors.push(`${file}: no matching ${pairOf(file, 'id')}`);
}
if (errors.length) {
  console.error(`Catalog check failed (${errors.length}):\n- ${errors.join('\n- ')}`);
  process.exit(1);
}
console.info(`Catalog check passed: ${files.length} catalogs, every message in id and en.`);
