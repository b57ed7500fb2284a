import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (its Algorithm const enum cannot be imported under isolatedModules).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked against when the e-mail is unknown, so a login takes as long whether or not the account exists.
const decoyHash = hash('signalboard-decoy-password');

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (hashed === null) {
    await verify(await decoyHash, password);
    return false;
  }
  return verify(hashed, password);
}

/** The product's password rule: at least 8 characters, and not containing the e-mail address. */
export function isAcceptablePassword(password: string, email: string): boolean {
  return password.length >= 8 && !password.toLowerCase().includes(email.toLowerCase());
}
