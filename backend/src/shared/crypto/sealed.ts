import type { Sealed } from '@bb/kernel/folds';

/**
 * The sealed-value type, its guard and what a shredded value reads as are the kernel's
 * (packages/kernel/src/folds/sealed.ts): they describe the personal fields of the user events there.
 */
export { isSealed, SHREDDED, type Sealed } from '@bb/kernel/folds';

/**
 * The reading side of the personal-data vault (PersonalDataVault implements it): what a
 * projection needs to turn sealed fields back into text, without the keys, the database or crypto.
 */
export interface SealedFieldReader {
  /** The plaintext, or SHREDDED when the subject's key is gone; a plain string is returned as is. */
  open(subjectId: string, value: Sealed | string): Promise<string>;
  /** Loads many subjects' keys at once, so that opening a batch's fields costs one round trip. */
  preload(subjectIds: readonly string[]): Promise<void>;
}
