import { z } from 'zod/mini';
import { Msg } from '../messages';
import { isCommonPassword, PASSWORD_MIN } from '../rules/passwordStrength';
import { mobileNumber, requiredText } from './common';
import { featureStates } from './features';

export const loginRequest = z.object({
  email: z.string({ error: Msg.auth.emailRequired }).check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: Msg.auth.emailRequired }),
    z.maxLength(254, { error: Msg.profile.invalidEmail }),
    // Said at once, instead of a login that fails for a typo as if the password were wrong.
    z.regex(z.regexes.email, { error: Msg.profile.invalidEmail }),
  ),
  password: z
    .string({ error: Msg.auth.passwordRequired })
    .check(z.minLength(1, { error: Msg.auth.passwordRequired }), z.maxLength(1024)),
  workfrom_home: z._default(z.boolean(), false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
});

/** The answer to a right password when two-factor sign-in is on: no session yet, a code is asked. */
export const twoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** POST auth/login/two_factor: the challenge and a 6-digit code (or a recovery code). */
export const twoFactorLoginRequest = z.object({
  challenge: z
    .string({ error: Msg.auth.challengeExpired })
    .check(
      z.minLength(1, { error: Msg.auth.challengeExpired }),
      z.maxLength(200, { error: Msg.auth.challengeExpired }),
    ),
  code: z
    .string({ error: Msg.auth.codeRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: Msg.auth.codeRequired }),
      z.maxLength(40, { error: Msg.auth.wrongCode }),
    ),
});
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginRequest>;

/** Confirming an enrolment, or turning it off with a code. */
export const twoFactorCode = z.object({
  code: z
    .string({ error: Msg.auth.codeRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: Msg.auth.codeRequired }),
      z.maxLength(40, { error: Msg.auth.wrongCode }),
    ),
});

/** Turning two-factor sign-in off: a current code or the password. */
export const twoFactorDisable = z
  .object({
    code: z.optional(z.string().check(z.trim(), z.maxLength(40, { error: Msg.auth.wrongCode }))),
    password: z.optional(z.string().check(z.maxLength(1024))),
  })
  .check(
    z.refine((v) => Boolean(v.code) || Boolean(v.password), {
      path: ['code'],
      error: Msg.auth.twoFactorProofRequired,
    }),
  );

export const loggedUser = z.object({
  id: z.number(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.nullable(z.string()),
  code: z.string(),
  division_id: z.nullable(z.number()),
  division: z.nullable(z.string()),
  position: z.nullable(z.string()),
  role_id: z.nullable(z.number()),
  user_type_id: z.number(),
  roles: z.array(z.string()),
  permissions: z.array(z.number()),
  image: z.nullable(z.string()),
  image_url: z.string(),
  emp_details: z.object({ image: z.nullable(z.string()) }),
  employee: z.object({ image: z.nullable(z.string()) }),
  /** The company's time zone (IANA name): the web app's today and day pickers follow it. */
  time_zone: z.string(),
  /** Which features the super admin has on (Features Management): menus and screens follow them. */
  features: featureStates,
  /** Two-factor sign-in: on for this user, and whether they must set it up before anything else. */
  two_factor: z.object({ enabled: z.boolean(), setup_required: z.boolean() }),
});
export type LoggedUser = z.infer<typeof loggedUser>;

/** A password being set: long enough and not one of the common ones (checked when set, not at login). */
export const password = z.string({ error: Msg.profile.passwordTooShort }).check(
  z.minLength(PASSWORD_MIN, { error: Msg.profile.passwordTooShort }),
  z.maxLength(128, { error: Msg.profile.passwordTooLong }),
  z.refine((v) => v.length < PASSWORD_MIN || !isCommonPassword(v), { error: Msg.profile.passwordCommon }),
);

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
    old_password: z.string().check(z.minLength(1, { error: Msg.profile.oldPasswordRequired })),
    password,
    repeat_password: z.string().check(z.minLength(1, { error: Msg.profile.repeatRequired })),
  })
  .check(
    z.refine((v) => !v.repeat_password || v.password === v.repeat_password, {
      path: ['repeat_password'],
      error: Msg.profile.passwordMismatch,
    }),
  );
export type PasswordChangeForm = z.infer<typeof passwordChangeForm>;

/**
 * POST profile/update (multipart text fields): every part optional, but a new password needs the
 * old one.
 */
export const profileUpdateFields = z
  .object({
    fname: z.optional(requiredText(60)),
    lname: z.optional(requiredText(60)),
    mobile: z.optional(mobileNumber),
    old_password: z.optional(z.string().check(z.maxLength(1024))),
    password: z.optional(password),
  })
  .check(
    z.refine((v) => !v.password || Boolean(v.old_password), {
      path: ['old_password'],
      error: Msg.profile.oldPasswordRequired,
    }),
  );
export type ProfileUpdateFields = z.infer<typeof profileUpdateFields>;
