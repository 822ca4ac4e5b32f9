import { describe, expect, it } from 'vitest';
import { Msg } from '../messages';
import { COMMON_PASSWORDS_TEXT } from '../commonPasswords';
import { isCommonPassword } from '../rules/passwordStrength';
import { loginRequest, passwordChangeForm, profileDetails, profileUpdateFields } from './auth';

/** The first message per field, as the server and the forms show them. */
const firstError = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const errors: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) errors[i.path.join('.')] ??= i.message;
  return errors;
};

describe('loginRequest', () => {
  it('lower-cases and trims the e-mail and defaults working from home to false', () => {
    expect(loginRequest.parse({ email: ' Super@Demo.Local ', password: 'x' })).toEqual({
      email: 'super@demo.local',
      password: 'x',
      workfrom_home: false,
    });
  });

  it('says a malformed e-mail does not look valid, and only once it is not empty', () => {
    expect(firstError(loginRequest.safeParse({ email: 'anoma@', password: 'x' }))).toEqual({
      email: Msg.profile.invalidEmail,
    });
    expect(firstError(loginRequest.safeParse({ email: 'anoma.demo.local', password: 'x' })).email).toBe(
      Msg.profile.invalidEmail,
    );
  });

  it('names both missing fields', () => {
    expect(firstError(loginRequest.safeParse({}))).toEqual({
      email: Msg.auth.emailRequired,
      password: Msg.auth.passwordRequired,
    });
  });
});

describe('profileDetails', () => {
  it('accepts exactly ten digits', () => {
    expect(profileDetails.safeParse({ fname: 'A', lname: 'B', mobile: '0771234567' }).success).toBe(true);
  });

  it('says "Allow only numbers" for letters and "Please enter valid phone number" for a wrong length', () => {
    expect(
      firstError(profileDetails.safeParse({ fname: 'A', lname: 'B', mobile: '07712345ab' })).mobile,
    ).toBe(Msg.profile.numbersOnly);
    expect(firstError(profileDetails.safeParse({ fname: 'A', lname: 'B', mobile: '077123456' })).mobile).toBe(
      Msg.profile.invalidPhone,
    );
  });

  it('requires the names', () => {
    const errors = firstError(profileDetails.safeParse({ fname: ' ', lname: '', mobile: '0771234567' }));
    expect(errors).toEqual({ fname: Msg.common.required, lname: Msg.common.required });
  });
});

describe('passwordChangeForm', () => {
  it('needs the old password, ten characters and a matching repeat', () => {
    expect(
      firstError(passwordChangeForm.safeParse({ old_password: '', password: 'abc', repeat_password: '' })),
    ).toEqual({
      old_password: Msg.profile.oldPasswordRequired,
      password: Msg.profile.passwordTooShort,
      repeat_password: Msg.profile.repeatRequired,
    });
    expect(
      firstError(
        passwordChangeForm.safeParse({
          old_password: 'x',
          password: 'lantern-orbit',
          repeat_password: 'lantern-orbiT',
        }),
      ),
    ).toEqual({ repeat_password: Msg.profile.passwordMismatch });
  });

  it('refuses a common password whatever its case, and nine characters', () => {
    const form = (password: string) => ({ old_password: 'x', password, repeat_password: password });
    for (const common of ['password123', 'PassWord123', 'QWERTYUIOP', '1234567890', 'iloveyou123']) {
      expect(firstError(passwordChangeForm.safeParse(form(common))), common).toEqual({
        password: Msg.profile.passwordCommon,
      });
    }
    expect(firstError(passwordChangeForm.safeParse(form('lantern12')))).toEqual({
      password: Msg.profile.passwordTooShort,
    });
    expect(passwordChangeForm.safeParse(form('lantern-orbit')).success).toBe(true);
  });
});

describe('the common password list', () => {
  it('holds 10,000 lower-cased passwords, the most common first, none twice', () => {
    const list = COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean);
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(list.every((p) => p === p.toLowerCase())).toBe(true);
    expect(isCommonPassword('Pa$$w0rd')).toBe(true);
    expect(isCommonPassword('demo1234')).toBe(true);
  });
});

describe('profileUpdateFields', () => {
  it('allows any subset, but a new password needs the old one', () => {
    expect(profileUpdateFields.safeParse({}).success).toBe(true);
    expect(profileUpdateFields.safeParse({ fname: 'New' }).success).toBe(true);
    expect(firstError(profileUpdateFields.safeParse({ password: 'lantern-orbit' }))).toEqual({
      old_password: Msg.profile.oldPasswordRequired,
    });
  });
});
