import {
  Msg,
  type ImportCommitResult,
  type ImportKind,
  type ImportPreview,
  type ImportRowError,
} from '@jobline/shared';
import { api, ApiError } from '../../api/client';
import { getToken } from '../../api/token';

/** What the CSV kind picker holds: a kind, or 'auto' to recognise it from the header. */
export type CsvKindChoice = ImportKind | 'auto';

const form = (file: File, kind: CsvKindChoice) => {
  const body = new FormData();
  // The kind goes first: the server reads the parts in order.
  if (kind !== 'auto') body.append('kind', kind);
  body.append('file', file, file.name);
  return body;
};

export const previewImport = (file: File, kind: CsvKindChoice) =>
  api<ImportPreview>('import/preview', { method: 'POST', body: form(file, kind) });

export const commitImport = (file: File, kind: CsvKindChoice) =>
  api<ImportCommitResult>('import/commit', { method: 'POST', body: form(file, kind) });

/** A commit refused for its rows answers the preview's error list instead of field messages. */
export function rowErrorsOf(error: unknown): ImportRowError[] | null {
  if (!(error instanceof ApiError) || error.httpStatus !== 400) return null;
  const errors: unknown = (error.body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as ImportRowError[]) : null;
}

export const isCsv = (file: File | null) => Boolean(file && /\.csv$/i.test(file.name));

/** Downloads the template through the API (it needs the bearer token, so no plain link). */
export async function downloadTemplate(): Promise<void> {
  const token = getToken();
  const response = await fetch('/api/import/template', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    throw new ApiError(response.status, data?.message ?? Msg.imports.templateFailed);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'jobline-import-template.xlsx';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
