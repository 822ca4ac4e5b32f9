import type { Executor } from '../../db/client';
import type { EventBus } from '../../realtime/bus';
import { floorCards } from './floorCards';
import type { FloorSettings } from './floorSettings';

type Floor = Awaited<ReturnType<typeof floorCards>>;

interface Entry {
  version: number;
  at: number;
  now: Date;
  floor: Promise<Floor>;
}

/**
 * Every manager watching a division reads the same cards, and they all read again on the same
 * event: one computation serves them all until anything changes (any event, here or on another
 * instance) or a second passes. Clocks on the cards tick in the browser from the answer's `now`.
 */
export function floorCache(db: Executor, bus: EventBus, settings: FloorSettings, maxAgeMs = 1000) {
  const entries = new Map<number, Entry>();
  return async function cachedFloor(divisionId: number): Promise<{ now: Date; floor: Floor }> {
    const found = entries.get(divisionId);
    const clock = Date.now();
    if (found && found.version === bus.version && clock - found.at < maxAgeMs) {
      return { now: found.now, floor: await found.floor };
    }
    const now = new Date(clock);
    const entry: Entry = {
      version: bus.version,
      at: clock,
      now,
      floor: floorCards(db, divisionId, now, settings),
    };
    entries.set(divisionId, entry);
    try {
      return { now, floor: await entry.floor };
    } catch (err) {
      if (entries.get(divisionId) === entry) entries.delete(divisionId);
      throw err;
    }
  };
}
