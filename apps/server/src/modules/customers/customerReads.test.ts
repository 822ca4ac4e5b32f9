import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { agreementPayload, branchPayload, customerPayload, shiftDay, today } from './testPayloads';

let t: TestApp;
let registrar: Actor; // an employee granted Customer Registration (31)
let employee: Actor;
let customer: { id: number; branches: { id: number; branch_code: string; agreements: { id: number }[] }[] };
const day = today();

const get = (url: string, who?: Actor) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

beforeAll(async () => {
  t = await createTestApp();
  registrar = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.CUSTOMERS] });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
  const payload = customerPayload({
    customer_name: 'Mango Tree Stores',
    branches: [
      // Software current, an older expired Software/Hardware one and a hardware one not valid yet.
      branchPayload({
        branch_code: 'MT-1',
        agreements: [
          agreementPayload({
            agreement_number: 'MT-EXP',
            valid_from: shiftDay(day, -400),
            valid_to: shiftDay(day, -1),
          }),
          agreementPayload({
            agreement_number: 'MT-SW',
            agreement_type: 2,
            valid_from: day,
            valid_to: shiftDay(day, 30),
          }),
          agreementPayload({
            agreement_number: 'MT-HW-NEXT',
            agreement_type: 1,
            valid_from: shiftDay(day, 1),
          }),
        ],
      }),
      // Under warranty for both until today.
      branchPayload({
        branch_code: 'MT-2',
        agreements: [
          agreementPayload({
            agreement_number: 'MT-WAR',
            status: 'Warrenty',
            warranty_period: true,
            valid_from: shiftDay(day, -10),
            valid_to: day,
          }),
        ],
      }),
      branchPayload({ branch_code: 'MT-3', agreements: [] }),
    ],
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: registrar.headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  customer = res.json().customer;
  for (const name of ['apple orchard', 'Zebra Crossing Ltd']) {
    const other = customerPayload({ customer_name: name });
    await t.app.inject({ method: 'POST', url: '/api/customers', headers: registrar.headers, payload: other });
  }
});
afterAll(() => t.close());

const reads = () => {
  const [b1] = customer.branches;
  return [
    '/api/customers',
    `/api/customers/${customer.id}`,
    `/api/customers/branch/${customer.id}`,
    `/api/customers/agreement/${customer.id}`,
    `/api/agreement/${b1!.agreements[0]!.id}`,
    `/api/agreement/valid/${b1!.id}`,
    `/api/agreement/all/${b1!.id}`,
  ];
};

describe('who may read', () => {
  it('answers 401 to every read without a token', async () => {
    for (const url of reads()) expect((await get(url)).statusCode, url).toBe(401);
  });

  it('lets any logged-in user read the pickers, but keeps the registration record to permission 31', async () => {
    for (const url of reads()) {
      const res = await get(url, employee);
      expect(res.statusCode, url).toBe(url === `/api/customers/${customer.id}` ? 403 : 200);
    }
    const refused = await get(`/api/customers/${customer.id}`, employee);
    expect(refused.json()).toEqual({ status: 11, message: Msg.common.forbidden });
    expect((await get(`/api/customers/${customer.id}`, registrar)).statusCode).toBe(200);
  });

  it('answers 400 for ids that are no ids and 404 for unknown ones, never 500', async () => {
    const paths = [
      'customers',
      'customers/branch',
      'customers/agreement',
      'agreement',
      'agreement/valid',
      'agreement/all',
    ];
    for (const path of paths) {
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        const res = await get(`/api/${path}/${bad}`, registrar);
        expect(res.statusCode, `${path}/${bad}`).toBe(400);
        expect(res.json().errors).toHaveProperty('id');
      }
      const res = await get(`/api/${path}/987654`, registrar);
      expect(res.statusCode, path).toBe(404);
    }
    expect((await get('/api/customers/987654', registrar)).json().message).toBe(
      Msg.customers.unknownCustomer,
    );
    expect((await get('/api/agreement/all/987654', registrar)).json().message).toBe(
      Msg.customers.unknownBranch,
    );
  });
});

describe('GET /api/customers', () => {
  it('lists id, code and name, sorted by name whatever the case', async () => {
    const res = await get('/api/customers', employee);
    const names = res.json().customers.map((c: { customer_name: string }) => c.customer_name);
    expect(names).toEqual(['apple orchard', 'Mango Tree Stores', 'Zebra Crossing Ltd']);
    expect(Object.keys(res.json().customers[0]).sort()).toEqual(['customer_code', 'customer_name', 'id']);
  });
});

describe('GET /api/customers/:id', () => {
  it('answers the customer with branches in the order added, agreements newest first, and lights', async () => {
    const res = await get(`/api/customers/${customer.id}`, registrar);
    const body = res.json();
    expect(body.today).toBe(day);
    expect(body.customer).toMatchObject({ customer_name: 'Mango Tree Stores', mobile_no: '0712345678' });
    const [b1, b2, b3] = body.customer.branches;
    expect([b1.branch_code, b2.branch_code, b3.branch_code]).toEqual(['MT-1', 'MT-2', 'MT-3']);
    expect(b1.agreements.map((a: { agreement_number: string }) => a.agreement_number)).toEqual([
      'MT-HW-NEXT',
      'MT-SW',
      'MT-EXP',
    ]);
    expect(b1.agreements[1]).toMatchObject({
      agreement_type: 2,
      agreement_type_name: 'Software',
      status: 'Accepted',
      valid_from: day,
      warranty_period: false,
      branch_id: b1.id,
    });
    expect(b1.lights).toEqual({ software: 'covered', hardware: 'none' });
    expect(b2.lights).toEqual({ software: 'warranty', hardware: 'warranty' });
    expect(b2.agreements[0]).toMatchObject({ status: 'Warrenty', agreement_type_name: 'Software/Hardware' });
    expect(b3.lights).toEqual({ software: 'none', hardware: 'none' });
    expect(b3.agreements).toEqual([]);
  });
});

describe('GET /api/customers/branch/:id', () => {
  it('answers branches, all agreements and the ones valid today as slash-separated types', async () => {
    const body = (await get(`/api/customers/branch/${customer.id}`, employee)).json();
    expect(body.data.branches).toHaveLength(3);
    expect(body.data.branches[0]).not.toHaveProperty('agreements');
    expect(body.data.branches[0].lights).toEqual({ software: 'covered', hardware: 'none' });
    expect(body.data.agreements).toHaveLength(4);
    const [b1, b2] = customer.branches;
    expect(body.current_agreement).toEqual([
      expect.objectContaining({
        branch_id: b1!.id,
        agreement_number: 'MT-SW',
        agreement_type: 'Software',
        status: 'Accepted',
      }),
      expect.objectContaining({
        branch_id: b2!.id,
        agreement_number: 'MT-WAR',
        agreement_type: 'Software/Hardware',
        status: 'Warrenty',
      }),
    ]);
  });
});

describe('agreement reads', () => {
  it("GET customers/agreement/:id lists every agreement of the customer's branches, newest first", async () => {
    const body = (await get(`/api/customers/agreement/${customer.id}`, employee)).json();
    expect(body.agreements.map((a: { agreement_number: string }) => a.agreement_number)).toEqual([
      'MT-HW-NEXT',
      'MT-SW',
      'MT-WAR',
      'MT-EXP',
    ]);
  });

  it('GET agreement/:id answers one agreement', async () => {
    const id = customer.branches[1]!.agreements[0]!.id;
    const body = (await get(`/api/agreement/${id}`, employee)).json();
    expect(body.agreement).toMatchObject({ id, agreement_number: 'MT-WAR', warranty_period: true });
  });

  it('GET agreement/valid/:id answers the current agreements and the lights', async () => {
    const [b1, b2, b3] = customer.branches;
    const first = (await get(`/api/agreement/valid/${b1!.id}`, employee)).json();
    expect(first.agreements.map((a: { agreement_number: string }) => a.agreement_number)).toEqual(['MT-SW']);
    expect(first.lights).toEqual({ software: 'covered', hardware: 'none' });
    const second = (await get(`/api/agreement/valid/${b2!.id}`, employee)).json();
    expect(second.lights).toEqual({ software: 'warranty', hardware: 'warranty' });
    const third = (await get(`/api/agreement/valid/${b3!.id}`, employee)).json();
    expect(third).toEqual({ agreements: [], lights: { software: 'none', hardware: 'none' }, today: day });
  });

  it('GET agreement/all/:id answers every agreement newest first and which one is current', async () => {
    const [b1, , b3] = customer.branches;
    const body = (await get(`/api/agreement/all/${b1!.id}`, employee)).json();
    expect(body.agreements).toHaveLength(3);
    const sw = body.agreements.find((a: { agreement_number: string }) => a.agreement_number === 'MT-SW');
    expect(body.current_agreement_id).toBe(sw.id);
    expect(body.current_agreement_ids).toEqual([sw.id]);
    const empty = (await get(`/api/agreement/all/${b3!.id}`, employee)).json();
    expect(empty).toEqual({
      agreements: [],
      current_agreement_id: null,
      current_agreement_ids: [],
      today: day,
    });
  });
});

describe('OpenAPI', () => {
  it('documents every call of the area', async () => {
    const doc = (await get('/api/docs/json')).json();
    for (const path of [
      '/api/customers',
      '/api/customers/{id}',
      '/api/customers/branch/{id}',
      '/api/customers/agreement/{id}',
      '/api/agreement/{id}',
      '/api/agreement/valid/{id}',
      '/api/agreement/all/{id}',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/customers'].post.requestBody).toBeDefined();
  });
});
