import { z } from 'zod';
import { userTypeSchema } from '../auth/accounts';
import { idSchema } from '../core/common';

// The back office's list of accounts and its enable/disable toggle.
/** Staff disable or enable an account; disabling revokes its sessions at once. */
export const userStatusSchema = z.object({ isDisabled: z.boolean({ error: 'isDisabled must be true or false' }) });

export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** A user as staff see it in the back office. */
export const adminUserSchema = z.object({
  _id: idSchema,
  userType: userTypeSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  companyName: z.string(),
  emailVerified: z.boolean(),
  isDisabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});

export type AdminUser = z.infer<typeof adminUserSchema>;

export const userStatusChangedSchema = z.object({ _id: idSchema, isDisabled: z.boolean() });
