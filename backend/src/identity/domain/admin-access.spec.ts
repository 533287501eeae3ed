import {
  AccountDeactivated,
  AccountNotFound,
  LastAdminProtected,
  initialUserState,
  type UserState,
} from './user';
import { decideAccountDeletion, decideActivation, decideRole } from './admin-access';

const admin: UserState = { ...initialUserState, exists: true, role: 'admin' };
const user: UserState = { ...initialUserState, exists: true, role: 'user' };
const base = { userId: 'u1', changedBy: 'a1' };

describe('admin access rules', () => {
  describe('activation', () => {
    it('deactivates a user without touching the admins stream', () => {
      expect(decideActivation({ ...base, isActive: false, otherActiveAdmins: 0 }, user)).toEqual({
        userEvents: [
          {
            type: 'identity.user-activation-changed',
            data: { userId: 'u1', isActive: false, changedBy: 'a1' },
          },
        ],
        adminsEvent: null,
      });
    });

    it('deactivates an admin while another active admin remains, recorded on the admins stream', () => {
      const decision = decideActivation({ ...base, isActive: false, otherActiveAdmins: 1 }, admin);
      expect(decision.adminsEvent).toEqual({
        type: 'admin.admin-access-changed',
        data: { userId: 'u1', change: 'deactivated', changedBy: 'a1' },
      });
    });

    it('refuses to deactivate the last active admin', () => {
      expect(() => decideActivation({ ...base, isActive: false, otherActiveAdmins: 0 }, admin)).toThrow(
        LastAdminProtected,
      );
      expect(() => decideActivation({ ...base, isActive: false, otherActiveAdmins: 0 }, admin)).toThrow(
        'At least one active admin must remain',
      );
    });

    it('reactivates, ignores no-ops and refuses unknown or deleted accounts', () => {
      expect(
        decideActivation({ ...base, isActive: true, otherActiveAdmins: 0 }, { ...admin, isActive: false })
          .adminsEvent?.data.change,
      ).toBe('activated');
      expect(decideActivation({ ...base, isActive: true, otherActiveAdmins: 0 }, user).userEvents).toEqual(
        [],
      );
      expect(() =>
        decideActivation({ ...base, isActive: false, otherActiveAdmins: 1 }, initialUserState),
      ).toThrow(AccountNotFound);
      expect(() =>
        decideActivation({ ...base, isActive: false, otherActiveAdmins: 1 }, { ...user, deleted: true }),
      ).toThrow(AccountNotFound);
    });
  });

  describe('role', () => {
    it('promotes and demotes, always on the admins stream', () => {
      expect(decideRole({ ...base, role: 'admin', otherActiveAdmins: 0 }, user)).toEqual({
        userEvents: [
          { type: 'identity.user-role-changed', data: { userId: 'u1', role: 'admin', changedBy: 'a1' } },
        ],
        adminsEvent: {
          type: 'admin.admin-access-changed',
          data: { userId: 'u1', change: 'promoted', changedBy: 'a1' },
        },
      });
      expect(
        decideRole({ ...base, role: 'user', otherActiveAdmins: 1 }, admin).adminsEvent?.data.change,
      ).toBe('demoted');
    });

    it('refuses to demote the last active admin, but an inactive admin may be demoted', () => {
      expect(() => decideRole({ ...base, role: 'user', otherActiveAdmins: 0 }, admin)).toThrow(
        LastAdminProtected,
      );
      expect(
        decideRole({ ...base, role: 'user', otherActiveAdmins: 0 }, { ...admin, isActive: false }).userEvents,
      ).toHaveLength(1);
    });

    it('ignores setting the same role', () => {
      expect(decideRole({ ...base, role: 'admin', otherActiveAdmins: 0 }, admin).userEvents).toEqual([]);
    });
  });

  describe('account deletion (DELETE /api/account)', () => {
    it('deletes a user without touching the admins stream', () => {
      expect(decideAccountDeletion({ userId: 'u1', otherActiveAdmins: 0 }, user)).toEqual({
        userEvents: [{ type: 'identity.account-deleted', data: { userId: 'u1' } }],
        adminsEvent: null,
      });
    });

    it('deletes an active admin while another remains, recorded on the admins stream', () => {
      expect(decideAccountDeletion({ userId: 'u1', otherActiveAdmins: 1 }, admin).adminsEvent).toEqual({
        type: 'admin.admin-access-changed',
        data: { userId: 'u1', change: 'deleted', changedBy: 'u1' },
      });
    });

    it('refuses the last active admin, and accounts that cannot act', () => {
      expect(() => decideAccountDeletion({ userId: 'u1', otherActiveAdmins: 0 }, admin)).toThrow(
        LastAdminProtected,
      );
      expect(() =>
        decideAccountDeletion({ userId: 'u1', otherActiveAdmins: 1 }, { ...user, deleted: true }),
      ).toThrow(AccountNotFound);
      expect(() =>
        decideAccountDeletion({ userId: 'u1', otherActiveAdmins: 1 }, { ...admin, isActive: false }),
      ).toThrow(AccountDeactivated);
    });
  });
});
