import { z } from 'zod';
import { tierSchema } from './options';

/** Messages are the spec's (part 1 section 5, part 2 section 5); the forms show them under the fields. */
const nameRule = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(50, 'Must be at most 50 characters')
  .regex(/^[\p{L} '-]+$/u, 'Only letters, spaces, hyphens and apostrophes are allowed');

export const usernameSchema = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(20, 'Username must be at most 20 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores');

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .email('Please enter a valid email address');

export const passwordSchema = z
  .string()
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
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    firstName: nameRule,
    lastName: nameRule,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Please enter both email and password').max(254),
  password: z.string().min(1, 'Please enter both email and password').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const profileUpdateSchema = z.object({
  firstName: nameRule,
  lastName: nameRule,
  username: usernameSchema,
  email: emailSchema,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const adminPasswordSchema = z
  .string()
  .min(12, 'Admin password must be at least 12 characters')
  .max(200, 'Password must be at most 200 characters')
  .regex(
    /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).*$/,
    'Password must contain lowercase, uppercase, number, and special character',
  );

/** The admin account form (spec part 2 section 5): used by /admin-setup and the admin dashboard. */
export const adminAccountRequestSchema = z
  .object({
    username: z.string().trim().min(3, 'Username must be at least 3 characters').max(20).regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores'),
    email: z.string().trim().email('Please enter a valid email address'),
    firstName: z.string().trim().min(1, 'First name is required').max(50),
    lastName: z.string().trim().min(1, 'Last name is required').max(50),
    password: adminPasswordSchema,
    confirmPassword: z.string(),
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

export const roleSchema = z.enum(['user', 'admin']);
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
