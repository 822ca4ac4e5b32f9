import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { reportDownload, type ReportFormat } from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import type { AuthUser } from '../../auth/sessions';
import { currentUser } from '../../auth/requestUser';
import { access } from '../../policies/access';
import { reportFile, type ReportFile, type ReportFileTable } from './reportFiles';
import { fileAnswer, MEDIA } from '../../routeContract';

const tags = ['reports'];
const FILE =
  'The same filters as the JSON call; format xlsx or pdf. The file holds exactly the rows of the call, ' +
  'the filters above them, A4 landscape, company footer, page x of y, and a time-stamped name.';

const send = (file: ReportFile, reply: FastifyReply) =>
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

export interface ReportDefinition<B extends z.ZodMiniObject, R> {
  /** The JSON call's path; its file is at `${path}/download`. */
  path: string;
  permission: number;
  summary: string;
  description: string;
  body: B;
  response: z.ZodMiniType;
  /** Reads the report for the caller, scoped to what they may see. */
  read(user: AuthUser, filters: z.infer<B>): Promise<R>;
  /** The same rows as a table for the file, with the filters written above them. */
  table(user: AuthUser, filters: z.infer<B>, read: R): Promise<ReportFileTable>;
  /** What the JSON call answers of what was read. */
  answer(read: R): unknown;
}

/**
 * A report's two calls: POST path (the rows for the screen) and POST path/download (those same
 * rows as Excel or PDF). Both read through the one `read`, so a file never differs from the screen.
 */
export function reportPair<B extends z.ZodMiniObject, R>(
  app: App,
  deps: AppDeps,
  def: ReportDefinition<B, R>,
) {
  const { db } = deps.database;
  const config = { access: access.any(def.permission) };
  app.post(
    def.path,
    {
      config,
      schema: {
        summary: def.summary,
        description: def.description,
        tags,
        body: def.body,
        response: { 200: def.response },
      },
    },
    async (request: FastifyRequest) =>
      def.answer(await def.read(currentUser(request), request.body as z.infer<B>)),
  );
  app.post(
    `${def.path}/download`,
    {
      config,
      schema: {
        summary: `${def.summary.split(':')[0]} as Excel or PDF`,
        description: FILE,
        tags,
        body: reportDownload(def.body),
        response: { 200: fileAnswer(MEDIA.xlsx, MEDIA.pdf) },
      },
    },
    async (request: FastifyRequest, reply) => {
      const { filters, format } = request.body as { filters: z.infer<B>; format: ReportFormat };
      const user = currentUser(request);
      const read = await def.read(user, filters);
      return send(await reportFile(db, deps.config, await def.table(user, filters, read), format), reply);
    },
  );
}
