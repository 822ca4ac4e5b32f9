import { z } from 'zod';
import {
  Feature,
  Msg,
  Perm,
  smsMessage,
  smsMessageParams,
  smsMessagesPage,
  smsMessagesQuery,
  smsSettingsChange,
  smsSettingsResponse,
} from '@jobline/shared';
import type { App, AppDeps } from '../../../app';
import { access } from '../../../policies/access';
import { actorOf } from '../auditLog';
import { requireFeature } from '../features/featureSwitches';
import { resendSms } from './messageResender';
import { listSmsMessages } from './outboxQueries';
import { changeSmsSettings } from './smsSettingsChanger';
import { readSmsSettings } from './smsSettingsQuery';

const superAdmin = access.any(Perm.SUPER_ADMIN);
const tags = ['admin'];
const updated = z.object({ message: z.string() });

/** SMS Settings and the SMS outbox of the Super Admin page. */
export async function smsRoutes(app: App, { database, bus }: AppDeps) {
  const { db } = database;

  app.get(
    '/admin/getSmsSettings',
    {
      config: { access: superAdmin },
      schema: {
        summary: 'SMS Settings: the active directors, the departments, and which departments text whom',
        tags,
        response: { 200: smsSettingsResponse },
      },
    },
    async () => readSmsSettings(db),
  );

  app.post(
    '/admin/changeSmsSettings',
    {
      config: { access: superAdmin },
      schema: {
        summary: 'Set the departments each listed director is texted about',
        description:
          'The body is the list of {director_id, departments}. Each listed director gets exactly the ' +
          'given departments (an empty list stops their messages); directors not listed keep theirs.',
        tags,
        body: smsSettingsChange,
        response: { 200: updated },
      },
    },
    async (request) => {
      await changeSmsSettings(db, bus, actorOf(request), request.body);
      return { message: Msg.sms.settingsUpdated };
    },
  );

  app.get(
    '/admin/sms/messages',
    {
      config: { access: superAdmin },
      schema: {
        summary: 'The SMS outbox, newest first: each message with its state and, when failed, the reason',
        tags,
        querystring: smsMessagesQuery,
        response: { 200: smsMessagesPage },
      },
    },
    async (request) => listSmsMessages(db, request.query),
  );

  app.post(
    '/admin/sms/messages/:id/resend',
    {
      config: { access: superAdmin },
      onRequest: requireFeature(Feature.SMS),
      schema: {
        summary: 'Queue a failed message again, to the director’s mobile number as it is now',
        tags,
        params: smsMessageParams,
        response: { 200: updated.extend({ sms: smsMessage }) },
      },
    },
    async (request) => {
      const sms = await resendSms(db, bus, actorOf(request), request.params.id);
      return { message: Msg.sms.resent, sms };
    },
  );
}
