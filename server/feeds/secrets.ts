/**
 * Data-source credentials at rest: AES-256-GCM under a key from SECRETS_KEY (any string, hashed
 * to 256 bits; set the same on every instance) or, when unset, a random key generated into
 * DATA_DIR/secrets-key (0600), as the JWT secret is. The stored form is `v1:` + base64url of
 * iv | tag | ciphertext. Plain secrets never leave this module except to the protocol client.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static load(configured: string | null, dataDir: string): SecretBox {
    if (configured) return new SecretBox(createHash('sha256').update(configured).digest());
    // An in-memory database (tests) keeps nothing across runs: neither does its key.
    if (dataDir.startsWith('memory://')) return new SecretBox(randomBytes(32));
    const file = join(dataDir, 'secrets-key');
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    }
    return new SecretBox(createHash('sha256').update(readFileSync(file, 'utf8').trim()).digest());
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return `v1:${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64url')}`;
  }

  /** Throws when the stored value was sealed under another key (SECRETS_KEY changed): re-enter the password. */
  open(sealed: string): string {
    if (!sealed.startsWith('v1:')) throw new Error('unknown secret format');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    const d = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    d.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
  }
}
