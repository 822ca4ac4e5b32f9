/**
 * Where text messages leave the company: the HTTP gateway of an SMS provider (httpSmsGateway), or
 * the log when none is configured. The worker calls it for one message at a time.
 */
export interface SmsGateway {
  /** A short name for the logs and the outbox ('http', 'log only'). */
  readonly name: string;
  /**
   * Hands one message over; answers the provider's id when it gives one. Throws SmsSendError when
   * the message was not taken (any other error counts as a failure worth trying again).
   */
  send(phone: string, body: string, reference?: string): Promise<{ id?: string }>;
}

/** A refused or failed hand-over: `permanent` when trying again cannot help (a refused number). */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

/** The default without a gateway: each message is written to the log and counts as sent. */
export function logOnlyGateway(log: (line: string) => void): SmsGateway {
  return {
    name: 'log only',
    async send(phone, body) {
      log(`SMS (log only, no gateway configured) to ${phone}: ${body}`);
      return {};
    },
  };
}
