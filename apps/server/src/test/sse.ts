export interface SseEvent {
  event: string;
  data: unknown;
}

/**
 * Reads a Server-Sent Events response as it arrives: `next(type)` waits for an event of that type,
 * `closed` settles when the server ends the stream.
 */
export class SseReader {
  readonly events: SseEvent[] = [];
  readonly closed: Promise<void>;
  private buffer = '';
  private waiters: (() => void)[] = [];
  private ended = false;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;

  constructor(response: Response) {
    if (!response.body) throw new Error('response has no body');
    this.reader = response.body.getReader();
    this.closed = this.pump();
  }

  private async pump(): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await this.reader.read();
        if (done) break;
        this.buffer += decoder.decode(value, { stream: true });
        this.parse();
      }
    } catch {
      // A cancelled or reset stream counts as closed.
    } finally {
      this.ended = true;
      this.wake();
    }
  }

  private parse(): void {
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trim());
      }
      if (data.length === 0) continue; // comments (heartbeats) and the retry hint
      this.events.push({ event, data: JSON.parse(data.join('\n')) as unknown });
    }
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  has(type: string): boolean {
    return this.events.some((e) => e.event === type);
  }

  /** Waits for the first event of this type (and match, if given), already received or still to come. */
  async next(
    type: string,
    timeoutMs = 5000,
    match: (data: unknown) => boolean = () => true,
  ): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find((e) => e.event === type && match(e.data));
      if (found) return found;
      if (this.ended) throw new Error(`stream ended before '${type}'; got ${this.types()}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no '${type}' within ${timeoutMs} ms; got ${this.types()}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  isEnded(): boolean {
    return this.ended;
  }

  async cancel(): Promise<void> {
    await this.reader.cancel().catch(() => {});
    await this.closed;
  }

  private types(): string {
    return JSON.stringify(this.events.map((e) => e.event));
  }
}
