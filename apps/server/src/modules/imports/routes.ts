import {
  importCommitResult,
  importPreview,
  MAX_LISTED_IMPORT_ERRORS,
  Msg,
  Perm,
  importRefusal,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { access } from '../../policies/access';
import { actorOf } from '../admin/auditLog';
import { commitImport } from './importCommitter';
import { planImport } from './importPlanner';
import { readSpreadsheet } from './spreadsheetReader';
import { buildTemplate } from './templateBuilder';
import { readUpload } from './uploadReader';
import { fileAnswer, MEDIA } from '../../routeContract';

const tags = ['import'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UPLOAD =
  'Multipart form: `file` (.xlsx with sheets Customers, Branches, Agreements, Systems, or one .csv; ' +
  'at most 5 MB and 20,000 rows) and, for a CSV, optional `kind` (customers, branches, agreements or ' +
  'systems; recognised from the header when left out). Rows are matched by codes: customers by ' +
  'customer_code, branches by (customer_code, branch_code), agreements by agreement_number, systems ' +
  'by system_name, all case-insensitively; blank cells of a matched row keep the stored value and a ' +
  'single hyphen (-) clears an optional one. Sheets and columns the import does not read, and hidden ' +
  'rows, are skipped with a warning. ' +
  'A file that cannot be read answers 400 {message, errors: {file | kind: message}}.';

/** Spreadsheet import of customers, branches, agreements and systems (Customer Registration, 31). */
export async function importRoutes(app: App, { database, config }: AppDeps) {
  const { db } = database;
  const registration = { access: access.any(Perm.CUSTOMERS) };
  const upload = { ...registration, multipart: { file: 'file', kind: 'text' } as const };

  app.get(
    '/import/template',
    {
      config: registration,
      schema: {
        summary: 'A template workbook: the four sheets, their headers and an example row each',
        tags,
        response: { 200: fileAnswer(MEDIA.xlsx) },
      },
    },
    async (_request, reply) =>
      reply
        .type(XLSX)
        .header('content-disposition', 'attachment; filename="jobline-import-template.xlsx"')
        .header('cache-control', 'no-store')
        .send(await buildTemplate()),
  );

  app.post(
    '/import/preview',
    {
      config: upload,
      schema: {
        summary: 'What importing a file would do, with every row error; nothing is written',
        description: UPLOAD,
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: importPreview, 400: importRefusal },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const plan = await planImport(db, await readSpreadsheet(upload), config.COMPANY_DATE_ORDER);
      return {
        file_name: upload.fileName,
        sheets: plan.sheets,
        errors: plan.errors.slice(0, MAX_LISTED_IMPORT_ERRORS),
        error_count: plan.errors.length,
        warnings: plan.warnings.slice(0, MAX_LISTED_IMPORT_ERRORS),
        warning_count: plan.warnings.length,
        can_commit: plan.errors.length === 0,
      };
    },
  );

  app.post(
    '/import/commit',
    {
      config: upload,
      schema: {
        summary: 'Import a file in one transaction: every create and update, or nothing',
        description:
          `${UPLOAD} With any row error it answers 400 {message, errors: [{sheet, row, field, message}], ` +
          'error_count} as a preview lists them and writes nothing. Importing the same file again changes nothing.',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: importCommitResult, 400: importRefusal },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const sheets = await commitImport(
        db,
        actorOf(request),
        upload.fileName,
        await readSpreadsheet(upload),
        config.COMPANY_DATE_ORDER,
      );
      return { message: Msg.imports.committed, file_name: upload.fileName, sheets };
    },
  );
}
