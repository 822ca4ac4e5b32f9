import { ApiError } from './client';
import { getToken } from './token';

const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * Downloads a file the API makes (it needs the bearer token, so no plain link) under the name the
 * server gives it; answers that name. A refusal throws with the server's message, else `failed`.
 */
export async function downloadFile(path: string, fallbackName: string, failed: string) {
  const token = getToken();
  const response = await fetch(`/api/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    throw new ApiError(response.status, data?.message ?? failed);
  }
  const fileName = fileNameOf(response, fallbackName);
  const url = URL.createObjectURL(await response.blob());
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
