import { API_MESSAGES, emailSchema, passwordSchema } from '@schoolpage/content-contract';
import { z } from 'zod';

export const loginSchema = z.strictObject({
  userId: z.string().trim().min(1, { error: 'User ID is required.' }).max(100),
  password: z.string().min(1, { error: 'Password is required.' }).max(200),
});

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });

const sixDigits = z.string().regex(/^\d{6}$/, { error: API_MESSAGES.auth.resetFieldsInvalid });

export const resetPasswordSchema = z.strictObject({
  email: z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: API_MESSAGES.auth.resetFieldsInvalid }),
  otp: z.union([sixDigits, z.number().int().transform((n) => String(n).padStart(6, '0')).pipe(sixDigits)]),
  newPassword: passwordSchema,
});

export const verifyEmailSchema = z.strictObject({
  otp: z.union([z.string().trim().regex(/^\d{6}$/, { error: 'Please enter the 6-digit code from the e-mail.' }), z.number().int().transform((n) => String(n).padStart(6, '0'))]),
});
