import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum (m = 19 MiB, t = 2, p = 1). Algorithm 2 = argon2id. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * An unknown username still costs one argon2 verification, so that its answer takes as long
 * as a wrong password's and does not reveal which usernames exist.
 */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('roti-pusat-dummy-password');
  await verifyPassword(await dummyHash, password);
}

const TEMP_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A temporary password that staff can read out to a partner: 12 unambiguous characters. */
export function temporaryPassword(): string {
  let out = '';
  for (let i = 0; i < 12; i++) out += TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)];
  return out;
}
