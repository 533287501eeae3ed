import { z } from 'zod';
import { roleSchema } from './identity';
import { tierSchema } from './options';

/** The admin dashboard. */

const dayCountSchema = z.object({ date: z.string(), count: z.number().int() });

/** GET /api/admin/stats, computed from the read models; polled every 30 s. */
export const adminStatsSchema = z.object({
  users: z.object({
    totalUsers: z.number().int(),
    activeUsers: z.number().int(),
    newUsersThisMonth: z.number().int(),
  }),
  projects: z.object({
    totalProjects: z.number().int(),
    activeProjects: z.number().int(),
    completedProjects: z.number().int(),
  }),
  feedback: z.object({
    totalFeedback: z.number().int(),
    pendingFeedback: z.number().int(),
    resolvedFeedback: z.number().int(),
  }),
  charts: z.object({
    /** The last 30 New York days, oldest first, zeros included. */
    signupsByDay: z.array(dayCountSchema),
    completionsByDay: z.array(dayCountSchema),
    /** For each wizard step 1..8, how many projects reached it. */
    funnel: z.array(z.object({ step: z.number().int().min(1).max(8), projects: z.number().int() })),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/users. */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  subscriptionTier: tierSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListResponseSchema = z.array(adminUserSchema);

/** GET /api/admin/projects. */
export const adminProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  userId: z.string(),
  ownerName: z.string(),
  status: z.string(),
  /** Of 8: the admin progress bar is currentStep/8. */
  currentStep: z.number().int(),
  createdAt: z.string(),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;
export const adminProjectListResponseSchema = z.array(adminProjectSchema);

/** PATCH /api/admin/users/{userId}/status. */
export const changeUserStatusRequestSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type ChangeUserStatusRequest = z.infer<typeof changeUserStatusRequestSchema>;

/** PATCH /api/admin/users/{userId}/role. */
export const changeUserRoleRequestSchema = z.object({
  role: z.enum(['user', 'admin'], { error: 'Role must be user or admin' }),
});
export type ChangeUserRoleRequest = z.infer<typeof changeUserRoleRequestSchema>;

// ---- The `admins` stream: every change to who is an active admin goes through it. ----

/**
 * Appended (with the stream's expected version) in the same transaction as each change of a
 * user's role or activation that touches the set of active admins, and for each admin account an
 * admin creates. Concurrent changes conflict on it, so "at least one active admin" holds.
 */
export const adminAccessEventTypes = {
  accessChanged: 'admin.admin-access-changed',
  accountCreated: 'admin.admin-account-created',
} as const;

export const adminAccessChangedSchema = z.object({
  type: z.literal(adminAccessEventTypes.accessChanged),
  data: z.object({
    userId: z.string(),
    change: z.enum(['activated', 'deactivated', 'promoted', 'demoted', 'deleted']),
    changedBy: z.string(),
  }),
});
export const adminAccountCreatedSchema = z.object({
  type: z.literal(adminAccessEventTypes.accountCreated),
  data: z.object({ userId: z.string(), createdBy: z.string() }),
});
export type AdminAccessChanged = z.infer<typeof adminAccessChangedSchema>;
export type AdminAccountCreated = z.infer<typeof adminAccountCreatedSchema>;
