// Password policy: 6-20 characters (spec section 5) and none of the most common passwords (data/SOURCE.md).
import { readFileSync } from 'node:fs';
import { hashPassword, verifyPassword } from '../../lib/password.ts';

// A few frequent local choices the international list misses (compared in lower case, like the list).
const LOCAL_COMMON = [
  'rahasia',
  'rahasia1',
  'sayang',
  'sayangku',
  'sayang123',
  'indonesia',
  'bismillah',
  'cintaku',
  'merdeka',
  'jakarta',
  'bandung',
  'surabaya',
  'password1',
  'password123',
  'qwerty123',
];

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8');
    common = new Set(
      [...text.split('\n'), ...LOCAL_COMMON].map((p) => p.trim().toLowerCase()).filter(Boolean),
    );
  }
  return common;
}

export type PasswordProblem = 'password_length' | 'password_common';

export function passwordProblem(password: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < 6 || length > 20) return 'password_length';
  if (commonPasswords().has(password.toLowerCase())) return 'password_common';
  return undefined;
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a member's hash, or against a dummy hash when there is no member or no password,
 * so that a wrong e-mail costs the same argon2 work as a wrong password (no timing oracle for registered e-mails).
 */
export async function verifyOrDummy(hash: string | null | undefined, password: string): Promise<boolean> {
  if (hash) return verifyPassword(hash, password);
  dummyHash ??= hashPassword('nusa-stay-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
