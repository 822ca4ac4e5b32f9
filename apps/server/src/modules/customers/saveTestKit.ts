// Test-only: POST customers calls and expectations shared by the save tests.
import { expect } from 'vitest';
import { expectNoInternals, type Actor } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';

export type Json = Record<string, unknown>;

export function saveKit(t: () => TestApp, registrar: () => Actor) {
  const save = (payload: unknown, who: Actor | null = registrar()) =>
    t().app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: who?.headers ?? {},
      payload: payload as Json,
    });
  const load = async (id: number) =>
    (
      await t().app.inject({ method: 'GET', url: `/api/customers/${id}`, headers: registrar().headers })
    ).json().customer;
  const saved = async (payload: Json) => {
    const res = await save(payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().customer;
  };
  /** Expects a 400 whose errors are exactly these fields with these messages. */
  const expectErrors = async (payload: unknown, errors: Record<string, string>) => {
    const res = await save(payload);
    expect(res.statusCode, res.body).toBe(400);
    expectNoInternals(res.body);
    expect(res.json().errors).toEqual(errors);
    expect(res.json().message).toBe(Object.values(errors)[0]);
  };
  return { save, load, saved, expectErrors };
}
