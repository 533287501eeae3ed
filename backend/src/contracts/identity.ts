import { ADMIN_PASSWORD_MIN_LENGTH, ADMIN_PASSWORD_PATTERN, roles } from '@bb/kernel';
import { z } from 'zod';
import { tierSchema } from './options';

/** Messages are the spec's; the forms show them under the fields. */
const nameRuleFor = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(50, 'Must be at most 50 characters')
    .regex(/^[\p{L} '-]+$/u, 'Only letters, spaces, hyphens and apostrophes are allowed');
const firstNameRule = nameRuleFor('First name is required');
const lastNameRule = nameRuleFor('Last name is required');

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(20, 'Username must be at most 20 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores');

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .email('Please enter a valid email address');

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters')
  .regex(
    /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).*$/,
    'Password must contain at least one lowercase letter, one uppercase letter, and one number',
  );

export const registerRequestSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
    firstName: firstNameRule,
    lastName: lastNameRule,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'Please enter both email and password' })
    .trim()
    .min(1, 'Please enter both email and password')
    .max(254),
  password: z
    .string({ error: 'Please enter both email and password' })
    .min(1, 'Please enter both email and password')
    .max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const profileUpdateSchema = z.object({
  firstName: firstNameRule,
  lastName: lastNameRule,
  username: usernameSchema,
  email: emailSchema,
  /** Required, and checked, when the email changes: a session left open is not enough to take the account. */
  currentPassword: z.string().max(200, 'Password must be at most 200 characters').optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const adminPasswordSchema = z
  .string({ error: `Admin password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters` })
  .min(ADMIN_PASSWORD_MIN_LENGTH, `Admin password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters')
  .regex(ADMIN_PASSWORD_PATTERN, 'Password must contain lowercase, uppercase, number, and special character');

/** The admin account form: used by /admin-setup and the admin dashboard. */
export const adminAccountRequestSchema = z
  .object({
    username: z
      .string({ error: 'Username must be at least 3 characters' })
      .trim()
      .min(3, 'Username must be at least 3 characters')
      .max(20, 'Username must be at most 20 characters')
      .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores'),
    email: z
      .string({ error: 'Please enter a valid email address' })
      .trim()
      .max(254, 'Please enter a valid email address')
      .email('Please enter a valid email address'),
    firstName: z
      .string({ error: 'First name is required' })
      .trim()
      .min(1, 'First name is required')
      .max(50, 'Must be at most 50 characters'),
    lastName: z
      .string({ error: 'Last name is required' })
      .trim()
      .min(1, 'Last name is required')
      .max(50, 'Must be at most 50 characters'),
    password: adminPasswordSchema,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type AdminAccountRequest = z.infer<typeof adminAccountRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  subscriptionTier: tierSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ user: userSchema });

/** GET /api/auth/session: the signed-in user, or null for a visitor (always 200). */
export const sessionResponseSchema = z.object({ user: userSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * The PostgreSQL channel on which the users read model names (payload: the user id) an account
 * whose session fields changed (role, email, active, deleted, session version), in the transaction
 * that wrote it: app processes drop what they keep of that account's sessions
 * (identity/auth/session-rows.ts).
 */
export const SESSION_ROWS_CHANNEL = 'bb_session_rows';
