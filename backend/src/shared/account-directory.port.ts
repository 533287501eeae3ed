/** How another context may address an account's holder (a payment provider's customer record). */
export interface AccountContact {
  email: string;
  /** First and last name, as the holder gave them. */
  name: string;
}

/**
 * The accounts, as other contexts may ask about them without depending on identity, which
 * provides it (identity/queries/account-directory.ts) under ACCOUNT_DIRECTORY.
 */
export interface AccountDirectory {
  /** The holder's contact details; a 404 AccountNotFound when there is no such live account. */
  contactOf(userId: string): Promise<AccountContact>;
}

export const ACCOUNT_DIRECTORY = Symbol('ACCOUNT_DIRECTORY');
