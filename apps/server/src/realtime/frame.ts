import type { RealtimeEvent } from './bus';

const frames = new WeakMap<RealtimeEvent, string>();

/** The event as an SSE frame, built once per event however many streams it goes to. */
export function frameOf(event: RealtimeEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = sseFrame(event.type, event.data);
    frames.set(event, frame);
  }
  return frame;
}

export const sseFrame = (type: string, data: unknown): string =>
  `event: ${type}\ndata: ${JSON.stringify(data ?? {})}\n\n`;
