import { SmsSendError, type SmsGateway } from './smsGateway';

export interface HttpSmsGatewayOptions {
  /** The provider's address that takes one message (SMS_GATEWAY_URL). */
  url: string;
  /** Sent as `Authorization: Bearer <key>` when set (SMS_GATEWAY_KEY). */
  key?: string;
  /** The sender name or number the message shows (SMS_SENDER). */
  sender: string;
  /** How long one hand-over may take before it counts as failed (and is tried again). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const REASON_LENGTH = 200;

/** Answers of the provider that may pass if asked again: busy, rate-limited, timed out, down. */
const transientStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * An SMS provider reached over HTTP: `POST <url>` with the JSON `{to, from, text, reference}` and a
 * bearer key (README, Configuration). A 2xx answer is success (its JSON `id`, if any, is the
 * provider's message id); 408, 429, 5xx and network failures are tried again later; any other
 * answer is a refusal that no retry changes, recorded with the provider's reason.
 */
export function httpSmsGateway(options: HttpSmsGatewayOptions): SmsGateway {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'http',
    async send(phone, body, reference) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
          },
          body: JSON.stringify({ to: phone, from: options.sender, text: body, reference }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (err) {
        throw new SmsSendError(`gateway unreachable: ${describe(err)}`);
      }
      const text = await response.text().catch(() => '');
      if (response.ok) return { id: providerId(text) };
      const reason = `gateway answered ${response.status}${text ? `: ${reasonOf(text)}` : ''}`;
      throw new SmsSendError(reason, !transientStatus(response.status));
    },
  };
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    if (err.name === 'TimeoutError') return 'no answer in time';
    const cause = (err as { cause?: { code?: string } }).cause;
    return cause?.code ?? err.message;
  }
  return String(err);
}

/** The provider's message id from a JSON answer, when it gives one. */
function providerId(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { id?: unknown; message_id?: unknown };
    const id = parsed?.id ?? parsed?.message_id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  } catch {
    return undefined;
  }
}

/** The provider's own words for a refusal: a JSON `message` or `error`, else the text, shortened. */
function reasonOf(text: string): string {
  let reason = text;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; error?: unknown };
    const said = parsed?.message ?? parsed?.error;
    if (typeof said === 'string') reason = said;
  } catch {
    // not JSON: the text itself
  }
  reason = reason.replace(/\s+/g, ' ').trim();
  return reason.length > REASON_LENGTH ? `${reason.slice(0, REASON_LENGTH - 1)}…` : reason;
}
