import {
  AGREEMENT_TYPE_LABELS,
  agreementLights,
  type AgreementType,
  type AgreementView,
  type BranchWithAgreements,
  type CustomerDetail,
} from '@jobline/shared';
import type { agreements, branches, customers } from '../../db/schema';

type CustomerRow = typeof customers.$inferSelect;
type BranchRow = typeof branches.$inferSelect;
type AgreementRow = typeof agreements.$inferSelect;

/** 'Hardware', 'Software' or 'Software/Hardware', as list responses carry the type. */
export const agreementTypeName = (type: number) => AGREEMENT_TYPE_LABELS[type as AgreementType] ?? 'Unknown';

export function presentAgreement(row: AgreementRow): AgreementView {
  return {
    id: row.id,
    branch_id: row.branchId,
    agreement_number: row.number,
    agreement_code: row.code,
    warranty_period: row.warranty,
    agreement_type: row.type,
    agreement_type_name: agreementTypeName(row.type),
    status: row.status,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    agreement_date: row.agreementDate,
    visits_per_year: row.visitsPerYear,
  };
}

export function presentBranchFields(row: BranchRow) {
  return {
    id: row.id,
    customer_id: row.customerId,
    branch_name: row.name,
    branch_code: row.code,
    branch_contact_person: row.contactPerson,
    branch_mobile_no: row.mobileNo,
    branch_phone_no: row.phoneNo,
    branch_address: row.address,
    branch_email: row.email,
    pos_count: row.posCount,
    server_count: row.serverCount,
    terminal_count: row.terminalCount,
  };
}

/** A branch with its agreements (as given, newest first) and its two lights on `today`. */
export function presentBranch(row: BranchRow, list: AgreementView[], today: string): BranchWithAgreements {
  return { ...presentBranchFields(row), agreements: list, lights: agreementLights(list, today) };
}

export function presentCustomer(row: CustomerRow, branchList: BranchWithAgreements[]): CustomerDetail {
  return {
    id: row.id,
    customer_code: row.code,
    customer_name: row.name,
    address: row.address,
    owner: row.owner,
    contact_person: row.contactPerson,
    mobile_no: row.mobileNo,
    email: row.email,
    website: row.website,
    software_coordinator: row.softwareCoordinatorId,
    marketing_coordinator: row.marketingCoordinatorId,
    account_coordinator: row.accountCoordinatorId,
    branches: branchList,
    version: row.version,
  };
}
