import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@jobline/shared';
import { identiconPng } from '../../db/seed/avatar';
import { DEFAULT_AVATAR_SVG } from '../images/defaultAvatar';
import { bearer, login, userRow } from '../../test/factories';
import { auditRows, multipart, signedIn, uniqueIp, type MultipartPart } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const updateJson = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/profile/update', headers: bearer(token), payload });
const updateForm = (token: string, parts: MultipartPart[]) => {
  const form = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/update',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
const tryLogin = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  });

/** A 400 of this route: status 1, the field's message, and the message repeated on top. */
function expectFieldError(res: Awaited<ReturnType<typeof updateJson>>, field: string, message: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.status).toBe(1);
  expect(body.errors[field]).toBe(message);
  expect(body.message).toEqual(expect.any(String));
}

describe('POST /api/profile/update: names and number', () => {
  it('updates first name, last name and mobile from a multipart form', async () => {
    const user = await signedIn(t);
    const res = await updateForm(user.token, [
      { name: 'fname', value: 'Nimal' },
      { name: 'lname', value: 'Perera' },
      { name: 'mobile', value: '0771234567' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0, message: Msg.profile.updated });
    expect(await me(user.token)).toMatchObject({
      first_name: 'Nimal',
      last_name: 'Perera',
      name: 'Nimal Perera',
      mobile: '0771234567',
    });
  });

  it('updates the same fields from JSON, leaving empty ones unchanged', async () => {
    const user = await signedIn(t);
    const res = await updateJson(user.token, { fname: 'Kamala', lname: '', mobile: '0112345678' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ first_name: 'Kamala', mobile: '0112345678' });
    expect((await me(user.token)).last_name).toMatch(/^User /);
  });

  it('refuses a mobile number with letters', async () => {
    const user = await signedIn(t);
    expectFieldError(
      await updateJson(user.token, { mobile: '07712abcde' }),
      'mobile',
      Msg.profile.numbersOnly,
    );
    expectFieldError(
      await updateForm(user.token, [{ name: 'mobile', value: 'abc' }]),
      'mobile',
      Msg.profile.numbersOnly,
    );
    expect((await userRow(t.database.db, user.id)).mobile).toBeNull();
  });

  it('refuses a mobile number of 9 digits', async () => {
    const user = await signedIn(t);
    expectFieldError(
      await updateJson(user.token, { mobile: '077123456' }),
      'mobile',
      Msg.profile.invalidPhone,
    );
  });

  it('refuses a request that changes nothing', async () => {
    const user = await signedIn(t);
    expectFieldError(await updateJson(user.token, {}), 'body', Msg.profile.nothingToUpdate);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/profile/update', payload: { fname: 'X' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400, not 500, to a malformed multipart body', async () => {
    const user = await signedIn(t);
    const form = multipart([{ name: 'fname', value: 'Broken' }]);
    const bodies = [
      { headers: { 'content-type': 'multipart/form-data' }, payload: form.payload }, // no boundary
      { headers: form.headers, payload: form.payload.subarray(0, 30) }, // cut short
    ];
    for (const { headers, payload } of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile/update',
        headers: { ...user.headers, ...headers },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await me(user.token)).first_name).toBe('Test');
  });

  it('audits the change without any password hash', async () => {
    const user = await signedIn(t);
    const before = await userRow(t.database.db, user.id);
    await updateJson(user.token, {
      fname: 'Audited',
      old_password: user.password,
      password: 'newpass-lantern-1',
    });
    const [row] = await auditRows(t.database.db, 'profile.update', user.id);
    expect(row!.actorId).toBe(user.id);
    expect(row!.before).toMatchObject({ first_name: before.firstName });
    expect(row!.after).toMatchObject({ first_name: 'Audited', password_changed: true });
    const after = await userRow(t.database.db, user.id);
    const text = JSON.stringify([row!.before, row!.after]);
    expect(text).not.toContain(before.passwordHash!);
    expect(text).not.toContain(after.passwordHash!);
    expect(text).not.toMatch(/argon2|newpass-lantern-1|password_hash/);
  });
});

describe('POST /api/profile/update: password', () => {
  it('needs the old password with a new one', async () => {
    const user = await signedIn(t);
    expectFieldError(
      await updateJson(user.token, { password: 'brand-new-lantern-1' }),
      'old_password',
      Msg.profile.oldPasswordRequired,
    );
  });

  it('refuses a wrong old password and keeps the password', async () => {
    const user = await signedIn(t);
    const res = await updateForm(user.token, [
      { name: 'old_password', value: 'not-my-password' },
      { name: 'password', value: 'brand-new-lantern-1' },
    ]);
    expectFieldError(res, 'old_password', Msg.profile.oldPasswordWrong);
    expect((await tryLogin(user.email, user.password)).statusCode).toBe(200);
    expect((await tryLogin(user.email, 'brand-new-lantern-1')).statusCode).toBe(401);
  });

  it('refuses a new password shorter than 10 characters, or a common one in any case', async () => {
    const user = await signedIn(t);
    expectFieldError(
      await updateJson(user.token, { old_password: user.password, password: 'lantern12' }),
      'password',
      Msg.profile.passwordTooShort,
    );
    expectFieldError(
      await updateJson(user.token, { old_password: user.password, password: 'QwertyUIOP' }),
      'password',
      Msg.profile.passwordCommon,
    );
    expect((await tryLogin(user.email, user.password)).statusCode).toBe(200);
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const user = await signedIn(t);
    const otherToken = await login(t, user, uniqueIp());
    const res = await updateForm(user.token, [
      { name: 'old_password', value: user.password },
      { name: 'password', value: 'brand-new-lantern-1' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0, message: Msg.profile.passwordChanged });

    expect((await tryLogin(user.email, 'brand-new-lantern-1')).statusCode).toBe(200);
    expect((await tryLogin(user.email, user.password)).statusCode).toBe(401);
    const current = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(current.statusCode).toBe(200);
    const other = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(otherToken) });
    expect(other.statusCode).toBe(401);
  });
});

describe('POST /api/profile/update: picture, and GET /api/profile-images/:id', () => {
  const png = identiconPng('profile test');

  it('stores a real PNG and serves it back as image/png', async () => {
    const user = await signedIn(t);
    const res = await updateForm(user.token, [
      { name: 'image', value: png, filename: 'me.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const profile = await me(user.token);
    expect(profile.image).toMatch(/^[0-9a-f]{32}$/);
    expect(profile.emp_details.image).toBe(profile.image);
    expect(profile.image_url).toBe(`/api/profile-images/${profile.image}`);

    const image = await t.app.inject({ method: 'GET', url: profile.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, png)).toBe(0);
  });

  it('replaces the old picture, which then answers the default', async () => {
    const user = await signedIn(t);
    await updateForm(user.token, [
      { name: 'image', value: png, filename: 'a.png', contentType: 'image/png' },
    ]);
    const first = (await me(user.token)).image as string;
    const second = identiconPng('another picture');
    await updateForm(user.token, [{ name: 'image', value: second, filename: 'b.png' }]);
    const next = (await me(user.token)).image as string;
    expect(next).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: `/api/profile-images/${first}` });
    expect(old.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('refuses a text file named .png sent as image/png', async () => {
    const user = await signedIn(t);
    const res = await updateForm(user.token, [
      { name: 'image', value: 'just some text, honestly', filename: 'fake.png', contentType: 'image/png' },
    ]);
    expectFieldError(res, 'image', Msg.profile.imageType);
    expect((await me(user.token)).image).toBeNull();
  });

  it('refuses an image over 2 MB with 400 and status 1', async () => {
    const user = await signedIn(t);
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1 - png.length + 16)]);
    const res = await updateForm(user.token, [
      { name: 'image', value: big, filename: 'big.png', contentType: 'image/png' },
    ]);
    expectFieldError(res, 'image', Msg.profile.imageTooLarge);
    expect((await me(user.token)).image).toBeNull();
  });

  it('answers the default SVG for an unknown or malformed id, without a session', async () => {
    for (const id of ['0123456789abcdef0123456789abcdef', 'default', '../../etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/profile-images/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toBe(DEFAULT_AVATAR_SVG);
    }
  });
});
