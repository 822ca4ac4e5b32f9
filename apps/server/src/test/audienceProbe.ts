import type { SseReader } from './sse';
import type { StreamingApp } from './streamingApp';

/**
 * Who got what on open streams. `settle` publishes a probe to everyone and waits until every stream
 * has it: events reach a stream in the order they were published, so whatever it has not got by
 * then it will not get.
 */
export function audienceProbe(s: StreamingApp) {
  let probes = 0;
  return {
    async settle(streams: SseReader[]) {
      const n = ++probes;
      await s.t.bus.publish(s.t.database.db, { type: 'probe', all: true, data: { n } });
      await Promise.all(
        streams.map((stream) => stream.next('probe', 5000, (d) => (d as { n: number }).n === n)),
      );
    },
    /** Opens a stream for each named actor, ready to receive. */
    async streamsOf<K extends string>(who: Record<K, Parameters<StreamingApp['subscribe']>[0]>) {
      const entries = await Promise.all(
        Object.entries(who).map(async ([name, actor]) => [name, await s.subscribe(actor as never)] as const),
      );
      return Object.fromEntries(entries) as Record<K, SseReader>;
    },
  };
}

/** The names of the streams that got something, sorted. */
export const receivers = (streams: Record<string, SseReader>, got: (stream: SseReader) => boolean) =>
  Object.entries(streams)
    .filter(([, stream]) => got(stream))
    .map(([name]) => name)
    .sort();
