import type { ServicePerson, ServiceRecord } from '@jobline/shared';

/** A visit as the read model selects it (queries.ts). */
export interface ServiceVisitRow {
  id: number;
  customer_id: number;
  customer_name: string;
  branch_id: number;
  branch_name: string;
  agreement_id: number;
  agreement_number: string;
  job_card_no: string;
  pos_count: number;
  server_count: number;
  terminal_count: number;
  service_date: string;
  created_at: Date | string;
  created_by_id: number | null;
  created_by_name: string | null;
  employees: ServicePerson[];
}

/** The wire shape of a service record: the spec's fields, the ids behind them and who recorded it. */
export const presentServiceVisit = (row: ServiceVisitRow): ServiceRecord => ({
  id: row.id,
  customer_id: row.customer_id,
  customer_name: row.customer_name,
  branch_id: row.branch_id,
  branch_name: row.branch_name,
  agreement_id: row.agreement_id,
  agreement_number: row.agreement_number,
  job_card_no: row.job_card_no,
  employees: row.employees,
  pos_count: row.pos_count,
  server_count: row.server_count,
  terminal_count: row.terminal_count,
  service_date: row.service_date,
  created_at: new Date(row.created_at).toISOString(),
  created_by: row.created_by_id === null ? null : { id: row.created_by_id, name: row.created_by_name ?? '' },
});
