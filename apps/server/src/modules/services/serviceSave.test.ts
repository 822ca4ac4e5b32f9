import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RealtimeEventType, RoleId, shiftDay } from '@jobline/shared';
import type { RealtimeEvent } from '../../realtime/bus';
import { auditRows, expectNoInternals, signedIn, type Actor } from '../../test/helpers';
import { createServiceWorld, type ServiceWorld } from '../../test/serviceWorld';
import { createTestApp, type TestApp } from '../../test/testApp';

const M = Msg.services;
let t: TestApp;
let w: ServiceWorld;
let servicer: Actor; // an employee granted Service (19)
let director: Actor; // role 3 holds 19
let employee: Actor; // role 8 does not

beforeAll(async () => {
  t = await createTestApp();
  w = await createServiceWorld(t.database.db);
  servicer = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.SERVICE] });
  director = await signedIn(t, { roleId: RoleId.DIRECTOR });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
});
afterAll(() => t.close());

const save = (payload: unknown, who: Actor | null = servicer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/service',
    headers: who?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });

/** Expects a 400 whose errors are exactly these fields with these messages. */
async function expectErrors(payload: unknown, errors: Record<string, string>) {
  const res = await save(payload);
  expect(res.statusCode, res.body).toBe(400);
  expectNoInternals(res.body);
  expect(res.json().errors).toEqual(errors);
  expect(res.json().message).toBe(Object.values(errors)[0]);
}

describe('who may record a visit', () => {
  it('answers 401 without a token', async () => {
    const res = await save(w.visit(), null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: Msg.common.unauthenticated });
  });

  it('refuses an employee without Service (19) with 403, before looking at the body', async () => {
    for (const body of [w.visit(), {}]) {
      const res = await save(body, employee);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 11, message: Msg.common.forbidden });
    }
  });

  it('lets a director (role with 19) record one', async () => {
    const res = await save(w.visit(), director);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('POST /api/service', () => {
  it('records the visit with its employees and answers it with the names', async () => {
    const body = w.visit({
      job_card_no: '  JC-OK-1 ',
      employees: [w.technician.id, w.technician2.id, w.technician.id],
    });
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(200);
    const { message, service } = res.json();
    expect(message).toBe(M.saved);
    expect(service).toMatchObject({
      id: expect.any(Number),
      customer_id: w.customer.id,
      customer_name: w.customer.name,
      branch_id: w.branches.main.id,
      branch_name: 'Branch main',
      agreement_id: w.agreements.main.id,
      agreement_number: w.agreements.main.number,
      job_card_no: 'JC-OK-1',
      pos_count: 4,
      server_count: 1,
      terminal_count: 6,
      service_date: shiftDay(w.today, -1),
      created_by: { id: servicer.id, name: expect.stringContaining('Test User') },
    });
    // Each employee once, by name.
    expect(service.employees.map((e: { id: number }) => e.id).sort()).toEqual(
      [w.technician.id, w.technician2.id].sort(),
    );
    expect(service.employees.map((e: { name: string }) => e.name.split(' ')[0]).sort()).toEqual([
      'Asanka',
      'Buddhika',
    ]);
    expect(Date.parse(service.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/service/${service.id}`,
      headers: servicer.headers,
    });
    expect(read.json().service).toEqual(service);
  });

  it('accepts counts sent as digits (a form field) and a visit on the first and last day of the agreement', async () => {
    const first = await save(w.visit({ service_date: w.agreements.main.validFrom, pos_count: '7' as never }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().service.pos_count).toBe(7);
    const last = await save(
      w.visit({
        selected_branch: w.branches.second.id,
        selected_agreement: w.agreements.second.id,
        service_date: w.today,
      }),
    );
    expect(last.statusCode, last.body).toBe(200);
  });

  it('writes one audit row with the visit as saved', async () => {
    const res = await save(w.visit());
    const service = res.json().service;
    const rows = await auditRows(t.database.db, 'service.create', service.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: servicer.id,
      entity: 'service_visit',
      before: null,
      after: service,
    });
  });

  it('tells open screens, after the commit, which visit and agreement changed', async () => {
    const seen: RealtimeEvent[] = [];
    const stop = t.bus.subscribe((e) => seen.push(e));
    try {
      const service = (await save(w.visit())).json().service;
      const match = (e: RealtimeEvent) =>
        e.type === RealtimeEventType.SERVICES_CHANGED && e.data?.id === service.id;
      for (let waited = 0; waited < 5000 && !seen.some(match); waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen.find(match)).toMatchObject({ all: true, data: { agreement_id: w.agreements.main.id } });
    } finally {
      stop();
    }
  });
});

describe('what a visit needs (R-139)', () => {
  it('answers every missing field with its spec message', async () => {
    await expectErrors(
      {},
      {
        selected_customer: M.customerRequired,
        selected_branch: M.branchRequired,
        selected_agreement: M.agreementRequired,
        service_date: M.serviceDateRequired,
        job_card_no: Msg.common.required,
        pos_count: Msg.common.required,
        server_count: Msg.common.required,
        terminal_count: Msg.common.required,
        employees: M.employeesRequired,
      },
    );
  });

  it('answers empty form values the same way (nulls, blanks, no employees)', async () => {
    await expectErrors(
      {
        selected_customer: null,
        selected_branch: null,
        selected_agreement: null,
        service_date: '',
        job_card_no: '   ',
        pos_count: '',
        server_count: null,
        terminal_count: '',
        employees: [],
      },
      {
        selected_customer: M.customerRequired,
        selected_branch: M.branchRequired,
        selected_agreement: M.agreementRequired,
        service_date: M.serviceDateRequired,
        job_card_no: Msg.common.required,
        pos_count: Msg.common.required,
        server_count: Msg.common.required,
        terminal_count: Msg.common.required,
        employees: M.employeesRequired,
      },
    );
  });

  it('refuses counts that are not whole numbers of 0 or more, and a date that is no day', async () => {
    await expectErrors(w.visit({ pos_count: -1, server_count: 1.5, service_date: '2026-02-30' }), {
      service_date: M.serviceDateRequired,
      pos_count: M.countInvalid,
      server_count: M.countInvalid,
    });
  });

  it('refuses more employees than a visit takes', async () => {
    await expectErrors(w.visit({ employees: Array.from({ length: 21 }, (_, i) => i + 1) }), {
      employees: M.tooManyEmployees,
    });
  });
});

describe('what only the database can tell', () => {
  it("refuses a branch that is not the customer's, and an agreement that is not the branch's", async () => {
    await expectErrors(w.visit({ selected_branch: w.branches.foreign.id }), {
      selected_branch: M.branchNotOfCustomer,
    });
    await expectErrors(w.visit({ selected_agreement: w.agreements.second.id }), {
      selected_agreement: M.agreementNotOfBranch,
    });
    await expectErrors(w.visit({ selected_agreement: w.agreements.foreign.id }), {
      selected_agreement: M.agreementNotOfBranch,
    });
    await expectErrors(w.visit({ selected_customer: 987_654 }), { selected_customer: M.unknownCustomer });
  });

  it('refuses a date outside the agreement, naming its dates, and a date in the future', async () => {
    const { validFrom, validTo } = w.agreements.second;
    await expectErrors(
      w.visit({
        selected_branch: w.branches.second.id,
        selected_agreement: w.agreements.second.id,
        service_date: shiftDay(validFrom, -1),
      }),
      { service_date: M.dateOutsideAgreement(validFrom, validTo) },
    );
    expect(M.dateOutsideAgreement('2026-01-05', '2026-12-31')).toBe(
      "The service date must be within the agreement's validity, 05/01/2026 to 31/12/2026",
    );
    await expectErrors(w.visit({ service_date: shiftDay(w.today, 1) }), { service_date: M.dateInFuture });
  });

  it('refuses employees outside the service division, inactive ones and unknown ids, by name', async () => {
    const name = (u: { id: number }) =>
      t.app
        .inject({ method: 'GET', url: '/api/users', headers: servicer.headers })
        .then((r) => (r.json().users as { id: number; name: string }[]).find((p) => p.id === u.id)?.name);
    const outsiderName = await name(w.outsider);
    expect(outsiderName).toMatch(/^Malsha /);
    await expectErrors(w.visit({ employees: [w.technician.id, w.outsider.id] }), {
      employees: M.notServiceEmployee(outsiderName!),
    });
    const inactive = await expectRefusal(w.visit({ employees: [w.inactive.id] }));
    expect(inactive.employees).toMatch(/^Lasantha .* is not an active employee of the service division$/);
    await expectErrors(w.visit({ employees: [987_654] }), { employees: M.unknownEmployee });
  });

  it('refuses a job card number already recorded for the agreement, whatever its case', async () => {
    const first = await save(w.visit({ job_card_no: 'JC-DUP-7' }));
    expect(first.statusCode).toBe(200);
    await expectErrors(w.visit({ job_card_no: 'jc-dup-7' }), { job_card_no: M.jobCardNoTaken });
    // Another agreement may use the same number.
    const elsewhere = await save(
      w.visit({
        selected_branch: w.branches.second.id,
        selected_agreement: w.agreements.second.id,
        job_card_no: 'JC-DUP-7',
      }),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('gives one answer to two saves of the same job card at once: one visit, one refusal', async () => {
    const body = w.visit({ job_card_no: 'JC-RACE-1' });
    const results = await Promise.all([save(body), save(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().errors).toEqual({
      job_card_no: M.jobCardNoTaken,
    });
  });

  it('collects every refusal at once and records nothing', async () => {
    const before = await auditRows(t.database.db, 'service.create');
    await expectErrors(w.visit({ selected_agreement: w.agreements.second.id, employees: [w.outsider.id] }), {
      selected_agreement: M.agreementNotOfBranch,
      employees: expect.stringContaining('is not an active employee of the service division') as never,
    });
    expect(await auditRows(t.database.db, 'service.create')).toHaveLength(before.length);
  });
});

/** A 400 answered with its field messages. */
async function expectRefusal(payload: unknown) {
  const res = await save(payload);
  expect(res.statusCode, res.body).toBe(400);
  return res.json().errors as Record<string, string>;
}
