import type { JobRequestInput } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { branchLights } from '../jobs/branchLights';
import { amcStatusOf } from '../jobs/jobCreator';

/** The columns a request form sets; the agreement state is read from the branch, never sent. */
export async function requestValues(db: Executor, input: JobRequestInput, today: string) {
  const amcStatus = input.location_id
    ? amcStatusOf(await branchLights(db, input.location_id, today))
    : 'in agreement';
  return {
    customerId: input.customer_id,
    branchId: input.location_id ?? null,
    systemId: input.system_id ?? null,
    categoryId: input.job_category_id ?? null,
    divisionId: input.division_id ?? null,
    requestedById: input.requested_by ?? null,
    coordinatorId: input.job_coordinator_id ?? null,
    dueDate: input.due_date ?? null,
    description: input.job_description,
    remarks: input.remarks || null,
    priority: input.priority,
    amcStatus,
    contactPerson: input.contact_person || null,
    contactNumber: input.contact_number || null,
  };
}
