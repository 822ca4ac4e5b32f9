import { z } from 'zod';
import { Msg, twoFactorCode, twoFactorDisable } from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { access } from '../../policies/access';
import { actorOf } from '../admin/auditLog';
import { confirmEnrolment, disableTwoFactor, startEnrolment } from '../auth/twoFactor/enrolment';

const tags = ['profile'];
const message = z.object({ message: z.string() });

/** Two-factor sign-in on My Profile: set up an authenticator app, confirm it, turn it off. */
export async function profileTwoFactorRoutes(app: App, { database, config }: AppDeps) {
  const { db } = database;

  app.post(
    '/profile/two_factor/start',
    {
      config: { access: access.beforeTwoFactor },
      schema: {
        summary: 'Start setting up an authenticator app: a new secret, as a QR code and as text, shown once',
        description:
          'Status 1 when two-factor sign-in is already on. Confirm with profile/two_factor/confirm.',
        tags,
        response: {
          200: z.object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() }),
        },
      },
    },
    async (request) => startEnrolment(db, config, currentUser(request)),
  );

  app.post(
    '/profile/two_factor/confirm',
    {
      config: { access: access.beforeTwoFactor },
      schema: {
        summary: 'Turn two-factor sign-in on with a first code; answers ten recovery codes, shown once',
        tags,
        body: twoFactorCode,
        response: { 200: message.extend({ recovery_codes: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const codes = await confirmEnrolment(
        db,
        config,
        currentUser(request),
        actorOf(request),
        request.body.code,
      );
      return { message: Msg.auth.twoFactorOn, recovery_codes: codes };
    },
  );

  app.post(
    '/profile/two_factor/disable',
    {
      config: { access: access.user },
      schema: {
        summary: 'Turn two-factor sign-in off, with a current code (or a recovery code) or the password',
        tags,
        body: twoFactorDisable,
        response: { 200: message },
      },
    },
    async (request) => {
      await disableTwoFactor(db, config, currentUser(request), actorOf(request), request.body);
      return { message: Msg.auth.twoFactorOff };
    },
  );
}
