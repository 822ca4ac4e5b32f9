// Test-only helpers of the employees area: a department with positions and a valid form body.
import { randomBytes } from 'node:crypto';
import { RoleId } from '@jobline/shared';
import { positions } from '../../db/schema';
import type { RealtimeEvent } from '../../realtime/bus';
import { createDivision } from '../../test/factories';
import type { Actor } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';

export interface Department {
  id: number;
  name: string;
  positionIds: number[];
}

export async function createDepartment(
  t: TestApp,
  positionNames = ['Engineer', 'Lead'],
): Promise<Department> {
  const division = await createDivision(t.database.db);
  const rows = await t.database.db
    .insert(positions)
    .values(positionNames.map((name) => ({ divisionId: division.id, name })))
    .returning({ id: positions.id });
  return { id: division.id, name: division.name, positionIds: rows.map((r) => r.id) };
}

export const uniqueSuffix = () => randomBytes(4).toString('hex');

/** A valid employee/add body in this department; override any field. */
export function employeeBody(department: Department, overrides: Record<string, unknown> = {}) {
  const suffix = uniqueSuffix();
  return {
    code: `E${suffix}`,
    fname: 'Kamala',
    lname: `Perera ${suffix}`,
    email: `kamala.${suffix}@test.local`,
    mobile: '0771234567',
    selected_department: department.id,
    pos_id: department.positionIds[0],
    role_id: RoleId.EMPLOYEE,
    user_type: 4,
    status: 1,
    ...overrides,
  };
}

export function requests(t: TestApp) {
  const get = (url: string, who?: Actor) =>
    t.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });
  const post = (url: string, payload: unknown, who?: Actor) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: who ? who.headers : {},
    });
  return { get, post };
}

/** Collects the bus's events; `waitFor` resolves once one matches (NOTIFY arrives a moment later). */
export function recordEvents(t: TestApp) {
  const events: RealtimeEvent[] = [];
  const stop = t.bus.subscribe((event) => events.push(event));
  const waitFor = async (match: (e: RealtimeEvent) => boolean, timeoutMs = 10_000) => {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const found = events.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('expected event did not arrive');
  };
  return { events, waitFor, stop };
}

// A 1×1 PNG.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
