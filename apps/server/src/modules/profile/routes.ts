import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loggedUser, Msg, profileUpdateFields } from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { issuesToFields } from '../../errors';
import { fieldWithNul } from '../../inputGuard';
import { access } from '../../policies/access';
import { actorOf } from '../admin/auditLog';
import { loadLoggedUser } from '../auth/loggedUser';
import { detectImageType } from '../images/imageStore';
import { profileError, updateProfile } from './profileUpdater';
import { profileSessionRoutes } from './sessionRoutes';
import { profileTwoFactorRoutes } from './twoFactorRoutes';

interface ProfileForm {
  fields: Record<string, unknown>;
  image?: Buffer;
}

/** Reads the multipart form (or a JSON body without a picture). Empty fields mean "unchanged". */
async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  const form: ProfileForm = { fields: {} };
  if (!request.isMultipart()) {
    form.fields = { ...((request.body as Record<string, unknown> | undefined) ?? {}) };
  } else {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (part.fieldname === 'image' && data.length > 0) form.image = data;
        } else {
          form.fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw profileError({ image: Msg.profile.imageTooLarge });
      }
      // A body the multipart parser cannot read (no boundary, cut short…) is the client's fault.
      throw profileError({ body: Msg.profile.unreadableForm });
    }
  }
  for (const [key, value] of Object.entries(form.fields)) {
    if (value === '' || value === null) delete form.fields[key];
  }
  // Multipart fields are read here, after the app-wide NUL guard has looked at the request.
  const nul = fieldWithNul(form.fields);
  if (nul !== undefined) throw profileError({ [nul]: Msg.common.forbiddenCharacter });
  return form;
}

export async function profileRoutes(app: App, deps: AppDeps) {
  const { database, bus, config } = deps;
  const { db } = database;
  await profileSessionRoutes(app, deps);
  await profileTwoFactorRoutes(app, deps);
  app.post(
    '/profile/update',
    {
      config: {
        access: access.user,
        multipart: {
          image: 'file',
          fname: 'text',
          lname: 'text',
          mobile: 'text',
          old_password: 'text',
          password: 'text',
        },
      },
      schema: {
        summary: 'Update My Profile: multipart with image, fname, lname, mobile, old_password, password',
        description:
          'Every part is optional; a new password needs old_password. Images: PNG, JPEG or WebP up to 2 MB.',
        tags: ['profile'],
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          200: z.object({ status: z.literal(0), message: z.string(), user: loggedUser }),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const form = await readProfileForm(request);
      const parsed = profileUpdateFields.safeParse(form.fields);
      if (!parsed.success) throw profileError(issuesToFields(parsed.error.issues));
      let image: { data: Buffer; contentType: string } | undefined;
      if (form.image) {
        const contentType = await detectImageType(form.image);
        if (!contentType) throw profileError({ image: Msg.profile.imageType });
        image = { data: form.image, contentType };
      }
      const { passwordChanged } = await updateProfile(db, bus, user, actorOf(request), {
        fields: parsed.data,
        image,
      });
      const updated = await loadLoggedUser(db, user.id, config.COMPANY_TIME_ZONE);
      return {
        status: 0 as const,
        message: passwordChanged ? Msg.profile.passwordChanged : Msg.profile.updated,
        user: updated!,
      };
    },
  );
}
