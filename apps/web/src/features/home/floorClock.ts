import {
  allocatedMinutes,
  floorAlerts,
  floorAlertWire,
  type BusinessHours,
  type EmployeeCard,
  type FloorAlertWire,
  type FloorState,
} from '@jobline/shared';
import type { Floor } from './api';

/** The server's clock now: its reading plus the time this device has counted since. */
export const serverNow = (floor: Floor, deviceNow: number) =>
  Date.parse(floor.now) + Math.max(0, deviceNow - floor.received_at);

/** Seconds spent on the card's ongoing task now; it only runs while the employee works on it. */
export const spentSecondsNow = (card: EmployeeCard, floor: Floor, deviceNow: number) =>
  card.spent_seconds +
  (card.state === 'working' ? Math.floor((serverNow(floor, deviceNow) - Date.parse(floor.now)) / 1000) : 0);

/** The alert rule's view of a card at this instant. */
function stateOf(card: EmployeeCard, floor: Floor, deviceNow: number): FloorState {
  const since = card.since === null ? null : new Date(card.since);
  if (card.state === 'working' && since && card.ongoing && card.task_user) {
    return {
      kind: 'working',
      since,
      taskUserId: card.task_user.id,
      estimate: {
        optimistic: allocatedMinutes(card.ongoing.Time01),
        mostLikely: allocatedMinutes(card.ongoing.Time02),
        pessimistic: allocatedMinutes(card.ongoing.Time03),
      },
      spentMinutes: Math.floor(spentSecondsNow(card, floor, deviceNow) / 60),
    };
  }
  if (card.state === 'holding' && since)
    return { kind: 'holding', since, holdType: card.holdAction?.type ?? 0 };
  if (card.state === 'idle' && since) return { kind: 'idle', since };
  return { kind: card.state === 'off' ? 'off' : 'not_started' };
}

/**
 * The floor's alerts at this instant, by the same rule the server answered them with: between
 * events a lunch grows long or a task passes its estimate without anything being written.
 */
export function alertsNow(floor: Floor, deviceNow: number): FloorAlertWire[] {
  const now = new Date(serverNow(floor, deviceNow));
  const hours = floor.business_hours as BusinessHours;
  const limits = {
    holdMinutes: Object.fromEntries(
      Object.entries(floor.limits.hold_minutes).map(([k, v]) => [Number(k), v]),
    ),
    idleMinutes: floor.limits.idle_minutes,
  };
  return floor.employees.flatMap((card) =>
    floorAlerts({
      userId: card.id,
      state: stateOf(card, floor, deviceNow),
      now,
      timeZone: floor.time_zone,
      hours,
      limits,
    }).map(floorAlertWire),
  );
}
