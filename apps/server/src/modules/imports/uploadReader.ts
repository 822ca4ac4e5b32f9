import type { FastifyRequest } from 'fastify';
import { MAX_IMPORT_BYTES, Msg } from '@jobline/shared';
import { fieldWithNul } from '../../inputGuard';
import { fileProblem } from './importErrors';

const IM = Msg.imports;

export interface Upload {
  fileName: string;
  data: Buffer;
  /** What a CSV file holds, when the user said so. */
  kind: string | null;
}

/** Reads the multipart form: one `file` of at most 5 MB and an optional `kind`. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw fileProblem(IM.fileRequired);
  let file: { fileName: string; data: Buffer } | undefined;
  let kind: string | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename ?? '', data };
      } else if (part.fieldname === 'kind' && typeof part.value === 'string') {
        kind = part.value.trim() || null;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileProblem(IM.fileTooLarge);
    // A body the multipart parser cannot read (cut short, a second file…) is the client's fault.
    throw fileProblem(IM.fileUnreadable);
  }
  if (!file || file.data.length === 0) throw fileProblem(IM.fileRequired);
  // Multipart parts are read here, after the app-wide NUL guard has looked at the request.
  if (fieldWithNul(file.fileName) !== undefined) throw fileProblem(Msg.common.forbiddenCharacter);
  if (fieldWithNul(kind) !== undefined) throw fileProblem(Msg.common.forbiddenCharacter, 'kind');
  return { ...file, fileName: file.fileName.slice(0, 255), kind };
}
