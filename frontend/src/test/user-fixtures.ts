/** A signed-in user as GET /api/auth/me answers it (free plan). */
export const signedInUser = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user',
  subscriptionTier: 'free',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
