import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** Smallest padded plaintext, bytes: every short sealed value has this one length. */
export const SEAL_MIN_PADDED_BYTES = 4096;
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals and opens small values with a key the database never holds. */
export type Sealer = {
  /**
   * Encrypts `plain` (AES-256-GCM, a fresh random 96-bit IV) bound to `context` (authenticated, not
   * stored: opening under another context fails). The plaintext is length-prefixed and zero-padded to
   * the next power of two of at least {@link SEAL_MIN_PADDED_BYTES}, so the sealed length says almost
   * nothing about the content. Answers `v1.<iv>.<ciphertext+tag>` in base64url.
   */
  seal(plain: Buffer, context: string): string;
  /** The plaintext of a {@link Sealer.seal} result for `context`; null when forged, altered or sealed with another key. */
  open(sealed: string, context: string): Buffer | null;
};

const paddedLength = (n: number) => {
  let size = SEAL_MIN_PADDED_BYTES;
  while (size < n) size *= 2;
  return size;
};

/**
 * A {@link Sealer} over a 32-byte `key` (derive it from a server secret, e.g. an HMAC of a purpose label
 * with the token secret; throws when the key is not 32 bytes). Used where the database must hold data
 * that whoever reads the database (a DBA, a backup, a read replica) must not read: the key lives only in
 * the server's configuration.
 */
export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error("sealing key must be 32 bytes");
  return {
    seal(plain, context) {
      const framed = Buffer.alloc(paddedLength(plain.length + 4));
      framed.writeUInt32BE(plain.length, 0);
      plain.copy(framed, 4);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(framed), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${iv.toString("base64url")}.${body.toString("base64url")}`;
    },
    open(sealed, context) {
      const [version, ivText, bodyText, ...rest] = sealed.split(".");
      if (version !== VERSION || ivText === undefined || bodyText === undefined || rest.length > 0)
        return null;
      const iv = Buffer.from(ivText, "base64url");
      const body = Buffer.from(bodyText, "base64url");
      if (iv.length !== IV_BYTES || body.length < TAG_BYTES + 4) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv);
        decipher.setAAD(Buffer.from(context, "utf8"));
        decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
        const framed = Buffer.concat([
          decipher.update(body.subarray(0, body.length - TAG_BYTES)),
          decipher.final(),
        ]);
        const length = framed.readUInt32BE(0);
        return length + 4 <= framed.length ? framed.subarray(4, 4 + length) : null;
      } catch {
        return null;
      }
    },
  };
}
