// Password hashing with argon2id (OWASP's minimum: m=19 MiB, t=2, p=1; about 15-20 ms per hash here).
// @node-rs/argon2 ships prebuilt binaries through the npm registry, so nothing is compiled on install.
import { hash, verify } from '@node-rs/argon2';

// The package's `Algorithm` is a const enum, which type stripping cannot inline: 2 is Argon2id.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
