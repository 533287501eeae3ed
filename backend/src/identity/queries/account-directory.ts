import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import type { AccountContact, AccountDirectory } from '../../shared/account-directory.port';
import { KNEX } from '../../shared/tokens';
import { AccountNotFound } from '../domain/user';
import { findUserById } from './user-read-model';

/** The accounts directory other contexts inject (ACCOUNT_DIRECTORY), read from rm_users. */
@Injectable()
export class IdentityAccountDirectory implements AccountDirectory {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  async contactOf(userId: string): Promise<AccountContact> {
    const user = await findUserById(this.knex, userId);
    if (!user) throw new AccountNotFound();
    return { email: user.email, name: `${user.first_name} ${user.last_name}`.trim() };
  }
}
