export type Deliver = (type: string, data: Record<string, unknown>) => void;
/** Opens the event stream, handing each event to deliver; answers how to close it. */
export type OpenStream = (deliver: Deliver) => () => void;

const NAME = 'jobline-events';

/**
 * One event stream per browser, shared by its tabs (a browser allows six connections per host):
 * the tab holding the lock opens it and passes each event to the others; when it closes, another
 * tab takes the lock and opens its own. Answers how to leave.
 */
export function joinSharedStream(open: OpenStream, deliver: Deliver): () => void {
  if (typeof navigator === 'undefined' || !navigator.locks || typeof BroadcastChannel === 'undefined') {
    return open(deliver);
  }
  const channel = new BroadcastChannel(NAME);
  channel.onmessage = (message: MessageEvent<{ type: string; data: Record<string, unknown> }>) =>
    deliver(message.data.type, message.data.data);
  const abort = new AbortController();
  let stopLeading = () => {};
  navigator.locks
    .request(NAME, { signal: abort.signal }, () => {
      if (abort.signal.aborted) return;
      return new Promise<void>((release) => {
        const close = open((type, data) => {
          deliver(type, data);
          channel.postMessage({ type, data });
        });
        stopLeading = () => {
          close();
          release();
        };
      });
    })
    .catch(() => {}); // left while still waiting for the lock
  return () => {
    abort.abort();
    stopLeading();
    channel.close();
  };
}
