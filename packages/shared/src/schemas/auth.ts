import { z } from 'zod';
import { Msg } from '../messages';
import { emailAddress, mobileNumber, requiredText } from './common';

export const loginRequest = z.object({
  email: z
    .string({ error: Msg.auth.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: Msg.auth.emailRequired })
    .max(254),
  password: z
    .string({ error: Msg.auth.passwordRequired })
    .min(1, { error: Msg.auth.passwordRequired })
    .max(1024),
  workfrom_home: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
});

export const loggedUser = z.object({
  id: z.number(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  code: z.string(),
  division_id: z.number().nullable(),
  division: z.string().nullable(),
  position: z.string().nullable(),
  role_id: z.number().nullable(),
  user_type_id: z.number(),
  roles: z.array(z.string()),
  permissions: z.array(z.number()),
  image: z.string().nullable(),
  image_url: z.string(),
  emp_details: z.object({ image: z.string().nullable() }),
  employee: z.object({ image: z.string().nullable() }),
});
export type LoggedUser = z.infer<typeof loggedUser>;

export const PASSWORD_MIN = 6;
export const password = z
  .string({ error: Msg.profile.passwordTooShort })
  .min(PASSWORD_MIN, { error: Msg.profile.passwordTooShort })
  .max(128, { error: Msg.profile.passwordTooLong });

/** First name, last name and contact number of My Profile (spec 001 §2.6). */
export const profileDetails = z.object({
  fname: requiredText(60),
  lname: requiredText(60),
  mobile: mobileNumber,
});
export type ProfileDetails = z.infer<typeof profileDetails>;

/** The change-password form, with the repeat field checked on the client (spec 001 §5 Profile). */
export const passwordChangeForm = z
  .object({
    old_password: z.string().min(1, { error: Msg.profile.oldPasswordRequired }),
    password,
    repeat_password: z.string().min(1, { error: Msg.profile.repeatRequired }),
  })
  .refine((v) => !v.repeat_password || v.password === v.repeat_password, {
    path: ['repeat_password'],
    error: Msg.profile.passwordMismatch,
  });
export type PasswordChangeForm = z.infer<typeof passwordChangeForm>;

/**
 * POST profile/update (multipart text fields): every part optional, but a new password needs the
 * old one.
 */
export const profileUpdateFields = z
  .object({
    fname: requiredText(60).optional(),
    lname: requiredText(60).optional(),
    mobile: mobileNumber.optional(),
    old_password: z.string().max(1024).optional(),
    password: password.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password && !v.old_password) {
      ctx.addIssue({ code: 'custom', path: ['old_password'], message: Msg.profile.oldPasswordRequired });
    }
  });
export type ProfileUpdateFields = z.infer<typeof profileUpdateFields>;

export const emailField = emailAddress;
