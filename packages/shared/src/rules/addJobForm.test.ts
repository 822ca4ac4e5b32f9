import { describe, expect, it } from 'vitest';
import { quickJobMessages as M } from '../messages/quickJobs';
import { addJobRequest } from '../schemas/quickJobs';
import {
  ADD_JOB_CALLS,
  ADD_JOB_FIELDS,
  addJobErrors,
  addJobFieldRules,
  addJobTypeOptions,
  categoriesForKind,
  customerFixedBy,
  type AddJobField,
} from './addJobForm';

const visible = (state: Parameters<typeof addJobFieldRules>[0]) => {
  const rules = addJobFieldRules(state);
  return ADD_JOB_FIELDS.filter((f) => rules[f].visible);
};
const required = (state: Parameters<typeof addJobFieldRules>[0]) => {
  const rules = addJobFieldRules(state);
  return ADD_JOB_FIELDS.filter((f) => rules[f].required);
};
const locked = (state: Parameters<typeof addJobFieldRules>[0]) => {
  const rules = addJobFieldRules(state);
  return ADD_JOB_FIELDS.filter((f) => rules[f].locked);
};
const OFFICE = 1;
const CUSTOMER = 2;

describe('the job type choices (R-040, R-073)', () => {
  it('offers 1, 6, 2, 3, 4 in that order, never 5', () => {
    expect(addJobTypeOptions()).toEqual([
      { value: 1, label: 'Quick Job' },
      { value: 6, label: 'Tasking (Pre-sales)' },
      { value: 2, label: 'Tasking (Job)' },
      { value: 3, label: 'Internal Office Work' },
      { value: 4, label: 'Online / Urgent Jobs' },
    ]);
  });
  it("hides 'Tasking (Job)' when the page has query a", () => {
    expect(addJobTypeOptions({ hideTaskingJob: true }).map((o) => o.value)).toEqual([1, 6, 3, 4]);
  });
  it('sends each type to its call', () => {
    expect(ADD_JOB_CALLS).toEqual({
      1: 'jobs/assign/quick_job',
      3: 'jobs/assign/quick_job',
      2: 'jobs/assign/quick_job/tasking',
      6: 'jobs/assign/quick_job/tasking',
      4: 'jobs/assign/online',
    });
  });
});

describe('fields by job type (000 §5)', () => {
  it('asks only for the job type until one is chosen', () => {
    expect(visible({})).toEqual(['job_type']);
    expect(addJobErrors({})).toEqual({ job_type: M.jobTypeRequired });
    expect(addJobErrors({ job_type: 5 })).toEqual({ job_type: M.jobTypeRequired });
  });

  it('quick job: customer, location, category, system, description and the employee', () => {
    const state = { job_type: 1, job_requested_from: OFFICE };
    expect(visible(state)).toEqual([
      'job_type',
      'job_requested_from',
      'job_assign_by',
      'category',
      'selected_customer',
      'selected_location',
      'selected_system',
      'branch_contact_person',
      'branch_mobile_no',
      'job_description',
      'chargeable',
      'qc',
      'is_temp_job',
    ]);
    expect(addJobErrors(state)).toEqual({
      job_assign_by: M.employeeRequired,
      category: M.categoryRequired,
      selected_customer: M.customerRequired,
      selected_location: M.locationRequired,
      selected_system: M.systemRequired,
      job_description: M.descriptionRequired,
    });
    expect(locked(state)).toEqual(['chargeable']);
  });

  it('a customer phone call asks for the caller instead of the employee (R-045)', () => {
    const state = { job_type: 1, job_requested_from: CUSTOMER };
    expect(visible(state)).toContain('job_requested_by');
    expect(visible(state)).not.toContain('job_assign_by');
    expect(addJobErrors(state).job_requested_by).toBe(M.requestedByRequired);
    expect(addJobErrors({ ...state, job_requested_by: '   ' }).job_requested_by).toBe(M.requestedByRequired);
    expect(addJobErrors({ ...state, job_requested_by: 'Kumari' }).job_requested_by).toBeUndefined();
  });

  it('category 23 exempts the system (R-061)', () => {
    expect(required({ job_type: 1, category: 23 })).not.toContain('selected_system');
    expect(required({ job_type: 4, category: 23 })).not.toContain('selected_system');
    expect(required({ job_type: 1, category: 22 })).toContain('selected_system');
  });

  it('category 24 fixes and locks the customer to 212 (R-059)', () => {
    expect(customerFixedBy(24)).toBe(212);
    expect(customerFixedBy(25)).toBeNull();
    expect(locked({ job_type: 1, category: 24 })).toContain('selected_customer');
    const base = { job_type: 1, category: 24, selected_location: 3, selected_system: 1 };
    expect(addJobErrors({ ...base, selected_customer: 5 }).selected_customer).toBe(M.companyCustomerOnly);
    expect(addJobErrors({ ...base, selected_customer: 212 }).selected_customer).toBeUndefined();
  });

  it('tasking (job): division and job, the description optional', () => {
    const state = { job_type: 2, job_requested_from: OFFICE };
    expect(visible(state)).toEqual([
      'job_type',
      'job_requested_from',
      'job_assign_by',
      'selected_division',
      'selected_job',
      'job_description',
      'qc',
    ]);
    expect(addJobErrors(state)).toEqual({
      job_assign_by: M.employeeRequired,
      selected_division: M.divisionRequired,
      selected_job: M.jobRequired,
    });
  });

  it('tasking (pre-sales): a pre-sales category only (R-060)', () => {
    const state = { job_type: 6, job_requested_from: OFFICE };
    expect(visible(state)).toContain('category');
    expect(required(state)).not.toContain('category');
    expect(addJobErrors({ ...state, category: 24 }).category).toBe(M.presalesCategoryOnly);
    for (const category of [23, 25, 26, 27]) {
      expect(addJobErrors({ ...state, category }).category).toBeUndefined();
    }
    const all = [21, 23, 24, 25, 26, 27, 29, 30].map((id) => ({ id }));
    expect(categoriesForKind(6, all).map((c) => c.id)).toEqual([23, 25, 26, 27]);
    expect(categoriesForKind(1, all)).toHaveLength(8);
  });

  it('internal office work: the employee and the description', () => {
    const state = { job_type: 3, job_requested_from: OFFICE };
    expect(visible(state)).toEqual([
      'job_type',
      'job_requested_from',
      'job_assign_by',
      'job_description',
      'qc',
      'is_temp_job',
    ]);
    expect(addJobErrors(state)).toEqual({
      job_assign_by: M.employeeRequired,
      job_description: M.descriptionRequired,
    });
  });

  it('online / urgent: the job, its locked category and customer, a system and a description (R-072)', () => {
    const state = { job_type: 4, job_requested_from: OFFICE };
    expect(visible(state)).toEqual([
      'job_type',
      'job_requested_from',
      'selected_job',
      'category',
      'selected_customer',
      'selected_system',
      'job_description',
      'qc',
    ]);
    expect(locked(state)).toEqual(['category', 'selected_customer']);
    expect(locked({ ...state, jobHasSystem: true })).toEqual([
      'category',
      'selected_customer',
      'selected_system',
    ]);
    // No employee for online jobs, whoever asked.
    expect(addJobErrors(state)).toEqual({
      selected_job: M.jobRequired,
      selected_system: M.systemRequired,
      job_description: M.descriptionRequired,
    });
    expect(addJobErrors({ job_type: 4, job_requested_from: CUSTOMER }).job_requested_by).toBe(
      M.requestedByRequired,
    );
  });

  it('a required field is never hidden, a locked one always shown', () => {
    for (const job_type of [null, 1, 2, 3, 4, 6]) {
      for (const job_requested_from of [OFFICE, CUSTOMER]) {
        for (const category of [null, 23, 24, 25]) {
          const rules = addJobFieldRules({ job_type, job_requested_from, category, jobHasSystem: true });
          for (const field of Object.keys(rules) as AddJobField[]) {
            if (rules[field].required || rules[field].locked) expect(rules[field].visible).toBe(true);
          }
        }
      }
    }
  });
});

describe('addJobRequest (the shared schema runs the same rules)', () => {
  it('answers every message of an empty quick job at once', () => {
    const result = addJobRequest.safeParse({ job_type: 1 });
    const errors = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(errors).toEqual({
      job_assign_by: M.employeeRequired,
      category: M.categoryRequired,
      selected_customer: M.customerRequired,
      selected_location: M.locationRequired,
      selected_system: M.systemRequired,
      job_description: M.descriptionRequired,
    });
  });

  it('takes a complete quick job, defaulting to a request from office staff', () => {
    const result = addJobRequest.safeParse({
      job_type: '1',
      job_assign_by: 4,
      category: 2,
      selected_customer: 7,
      selected_location: 9,
      selected_system: 1,
      job_description: '  Printer jam  ',
      branch_mobile_no: '0771234567',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ job_type: 1, job_requested_from: 1, job_description: 'Printer jam' });
  });

  it('refuses a malformed contact number and a wrong flag', () => {
    const result = addJobRequest.safeParse({
      job_type: 3,
      job_assign_by: 4,
      job_description: 'x',
      branch_mobile_no: 'call me',
      qc: 'yes',
    });
    const fields = result.error!.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['branch_mobile_no', 'qc']));
  });
});
