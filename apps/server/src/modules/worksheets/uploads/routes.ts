import { eq } from 'drizzle-orm';
import {
  dayEndRequest,
  dayEndResponse,
  Msg,
  Perm,
  storeToReportRequest,
  uploadRequest,
  uploadResponse,
} from '@jobline/shared';
import type { App, AppDeps } from '../../../app';
import { currentUser } from '../../../auth/requestUser';
import { companyToday } from '../../../companyToday';
import { users } from '../../../db/schema';
import { notFound } from '../../../errors';
import { access } from '../../../policies/access';
import { actorOf } from '../../admin/auditLog';
import { assertSeesWorksheet } from '../worksheetPolicy';
import { dayEnd } from './dayEnd';
import { uploadsOf } from './uploadQuery';
import { assertMayUpload, mayUploadFor } from './uploadPolicy';
import { uploadWorksheet } from './worksheetUploader';

const tags = ['worksheets'];

/** Upload To Worksheet and its day-end check (spec 001 §2.8, §5, §8; ). */
export async function worksheetUploadRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const timeZone = deps.config.COMPANY_TIME_ZONE;

  const upload = async (request: Parameters<typeof actorOf>[0], userId: number, date: string | null) => {
    const user = currentUser(request);
    assertMayUpload(user, userId);
    const [employee] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!employee) throw notFound(Msg.worksheets.employeeNotFound);
    const today = companyToday(deps.config);
    return uploadWorksheet(
      db,
      { user, actor: actorOf(request), today, timeZone, bus: deps.bus },
      { userId, date: date ?? today },
    );
  };

  app.post(
    '/reports/uploads/isEmployeeDayEnd',
    {
      config: { access: access.any(Perm.EMPLOYEE_DAILY_ACTIVITY) },
      schema: {
        summary: 'Whether a day has ended, so that its worksheet may be uploaded, and who uploaded it',
        description:
          'A past day has ended; today once the person’s session ended. user_id defaults to the caller; ' +
          'another’s follows the worksheet’s reading rights (36, 35). may_upload is the server’s answer ' +
          'to R-156: one’s own, or anyone’s for a super admin.',
        tags,
        body: dayEndRequest,
        response: { 200: dayEndResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { date, user_id } = request.body;
      const userId = user_id ?? user.id;
      await assertSeesWorksheet(db, user, userId);
      const end = await dayEnd(db, { userId, date, today: companyToday(deps.config), timeZone });
      const [uploaded] = await uploadsOf(db, [userId], { from: date, to: date }, timeZone);
      return {
        date,
        user_id: userId,
        day_end: end.ended,
        ended_at: end.endedAt,
        uploaded: uploaded ?? null,
        may_upload: mayUploadFor(user, userId),
      };
    },
  );

  app.post(
    '/reports/uploads/worksheet',
    {
      config: { access: access.any(Perm.EMPLOYEE_DAILY_ACTIVITY) },
      schema: {
        summary: 'Upload To Worksheet: declare an ended day’s worksheet final for reporting',
        description:
          'user_id defaults to the caller; someone else’s needs the super admin (1), whatever ' +
          'is_super_admin says. date defaults to today. A day not yet ended answers 409; a day already ' +
          'uploaded answers status false with who uploaded it.',
        tags,
        body: uploadRequest,
        response: { 200: uploadResponse },
      },
    },
    async (request) => {
      const { user_id, date } = request.body;
      return upload(request, user_id ?? currentUser(request).id, date ?? null);
    },
  );

  app.post(
    '/reports/activity/store_to_report',
    {
      config: { access: access.any(Perm.EMPLOYEE_DAILY_ACTIVITY) },
      schema: {
        summary: 'Upload the caller’s own worksheet of today (after their session end) or of a given day',
        description: 'The same upload as reports/uploads/worksheet, always for the caller.',
        tags,
        body: storeToReportRequest,
        response: { 200: uploadResponse },
      },
    },
    async (request) => upload(request, currentUser(request).id, request.body.date ?? null),
  );
}
