import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { decrypt, encrypt, unwrapKey, wrapKey } from './aes-gcm';
import { SHREDDED, isSealed, type Sealed, type SealedFieldReader } from './sealed';

/**
 * Per-subject keys for personal fields in events (crypto-shredding, docs/architecture.md "Personal
 * data and secrets"). The keys live in `subject_keys`, outside the event log, wrapped with the
 * master key; destroying a subject's key leaves its history whole but its personal fields
 * unreadable.
 */
export class PersonalDataVault implements SealedFieldReader {
  private readonly cache = new Map<string, Buffer | null>();

  constructor(
    private readonly pool: Pool,
    private readonly masterKey: Buffer,
  ) {}

  async seal(subjectId: string, value: string): Promise<Sealed> {
    return encrypt(await this.keyFor(subjectId, true), value);
  }

  /** The plaintext, or SHREDDED when the subject's key is gone. */
  async open(subjectId: string, value: Sealed | string): Promise<string> {
    if (!isSealed(value)) return value;
    const key = await this.keyFor(subjectId, false);
    return key ? decrypt(key, value) : SHREDDED;
  }

  /**
   * Loads the keys of many subjects in one query, so that opening a batch's fields (a projection
   * folding thousands of events) costs one round trip instead of one per subject.
   */
  async preload(subjectIds: readonly string[]): Promise<void> {
    const missing = [...new Set(subjectIds)].filter((id) => !this.cache.get(id));
    if (missing.length === 0) return;
    const found = await this.pool.query<{ subject_id: string; wrapped_key: Buffer }>(
      `SELECT subject_id, wrapped_key FROM subject_keys WHERE subject_id = ANY($1::text[])`,
      [missing],
    );
    for (const row of found.rows) this.cache.set(row.subject_id, unwrapKey(this.masterKey, row.wrapped_key));
  }

  async shred(subjectId: string): Promise<void> {
    await this.pool.query(`DELETE FROM subject_keys WHERE subject_id = $1`, [subjectId]);
    this.cache.set(subjectId, null);
  }

  /** Forgets cached keys (another process may have shredded one). */
  forget(subjectId: string): void {
    this.cache.delete(subjectId);
  }

  private async keyFor(subjectId: string, create: true): Promise<Buffer>;
  private async keyFor(subjectId: string, create: false): Promise<Buffer | null>;
  private async keyFor(subjectId: string, create: boolean): Promise<Buffer | null> {
    const cached = this.cache.get(subjectId);
    if (cached) return cached;
    const found = await this.pool.query<{ wrapped_key: Buffer }>(
      `SELECT wrapped_key FROM subject_keys WHERE subject_id = $1`,
      [subjectId],
    );
    const row = found.rows[0];
    if (row) {
      const key = unwrapKey(this.masterKey, row.wrapped_key);
      this.cache.set(subjectId, key);
      return key;
    }
    if (!create) return null;
    if (cached === null) throw new Error(`The personal data key of ${subjectId} was destroyed`);
    const key = randomBytes(32);
    await this.pool.query(
      `INSERT INTO subject_keys (subject_id, wrapped_key) VALUES ($1, $2) ON CONFLICT (subject_id) DO NOTHING`,
      [subjectId, wrapKey(this.masterKey, key)],
    );
    return this.keyFor(subjectId, false);
  }
}
