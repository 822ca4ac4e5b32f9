import { ApiError } from './client';
import { getToken } from './token';

const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/** Bytes received so far, and the whole size when the server said it (a streamed file does not). */
export type DownloadProgress = (received: number, total: number | null) => void;

export interface DownloadOptions {
  onProgress?: DownloadProgress;
  /** Sent as JSON with POST (a report's filters); without it the file is fetched with GET. */
  body?: unknown;
}

/** The body read chunk by chunk, reporting each one, as one Blob of the response's type. */
async function readBody(response: Response, onProgress: DownloadProgress): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  onProgress(0, total);
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

/**
 * Downloads a file the API makes (it needs the bearer token, so no plain link) under the name the
 * server gives it; answers that name. A refusal throws with the server's message, else `failed`.
 * With onProgress the bytes are counted as they arrive, so a long export can show it is coming.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  failed: string,
  options: DownloadOptions = {},
) {
  const token = getToken();
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(
    `/api/${path}`,
    options.body === undefined
      ? { headers: auth }
      : {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(options.body),
        },
  );
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    // A refused query has no form to show its field message next to: the message itself is shown.
    const fieldErrors: Record<string, string> = data?.errors ?? {};
    const first = Object.values(fieldErrors)[0];
    throw new ApiError(response.status, first ?? data?.message ?? failed, fieldErrors);
  }
  const fileName = fileNameOf(response, fallbackName);
  const blob = options.onProgress
    ? await readBody(response, options.onProgress).catch(() => {
        // A stream broken half-way is a failed download, not a short file.
        throw new ApiError(0, failed);
      })
    : await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
