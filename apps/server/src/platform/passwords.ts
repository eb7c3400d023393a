import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@office/shared/auth/auth.contract";

/** argon2id with the OWASP Password Storage Cheat Sheet's minimum: m = 19 MiB, t = 2, p = 1. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False (never throws) for a wrong password or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let common: Set<string> | undefined;
/** The ~49,000 most common passwords (zxcvbn-ts common dictionary), lower-cased. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary.passwords.map((p) => p.toLowerCase()));
  return common;
}

/**
 * Checks a new password against DESIGN §4: 8–128 characters, not a common password, not the
 * username. Returns a Hungarian message, or null when the password is acceptable.
 */
export function passwordPolicyViolation(password: string, username?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `A jelszónak legalább ${PASSWORD_MIN_LENGTH} karakterből kell állnia.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `A jelszó legfeljebb ${PASSWORD_MAX_LENGTH} karakter lehet.`;
  if (username && password.toLowerCase() === username.toLowerCase())
    return "A jelszó nem egyezhet meg a felhasználónévvel.";
  if (commonPasswords().has(password.toLowerCase()))
    return "Ez a jelszó túl gyakori, könnyen kitalálható. Válassz másikat.";
  return null;
}
