import { z } from 'zod';
import { creatorSignupRequestSchema } from '@app/shared/creator-accounts';

/** The sign-up form: the shared request schema plus the password typed twice (spec section 5). */
export const creatorSignupFormSchema = creatorSignupRequestSchema
  .extend({ confirm_password: z.string().min(8, 'Confirm your password (at least 8 characters)') })
  .refine((value) => value.password === value.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });

export type CreatorSignupFormInput = z.input<typeof creatorSignupFormSchema>;
export type CreatorSignupFormOutput = z.output<typeof creatorSignupFormSchema>;
