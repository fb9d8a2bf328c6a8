// The data folder's lock file (data-dir-lock.ts): one live process per folder; a dead owner's file is taken over.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nusa-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The PID of a process that has exited (a child run to completion). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(String(child.stdout));
}

it('writes the owner PID, refuses another live process, and removes the file on release', () => {
  const release = lockDataDir(dir);
  expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
  // This test's parent process is alive and is not us: it stands for a second API on the folder.
  const other = process.ppid;
  expect(() => lockDataDir(dir, other)).toThrow(DataDirInUseError);
  expect(() => lockDataDir(dir, other)).toThrow(`(PID ${process.pid})`);
  release();
  expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  lockDataDir(dir, other)();
});

it("takes over a dead process's file and a file it cannot read", () => {
  writeFileSync(join(dir, LOCK_FILE), `${deadPid()}\n`);
  const release = lockDataDir(dir);
  expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
  release();
  writeFileSync(join(dir, LOCK_FILE), 'not a pid');
  lockDataDir(dir)();
});

it('releases only its own file', () => {
  const release = lockDataDir(dir);
  // Another process took the folder over after this one was thought dead: its file stays.
  writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
  release();
  expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid));
});
