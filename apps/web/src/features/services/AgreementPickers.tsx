import type { ReactNode } from 'react';
import { Select, SimpleGrid, Text } from '@mantine/core';
import type { AgreementView, BranchView } from '@jobline/shared';
import { useCustomerBranches } from '../../api/lookups';
import { shownDay } from '../../components/format';
import { CustomerPicker } from '../customers/CustomerPicker';

export interface PickedAgreement {
  customer: number | null;
  branch: number | null;
  agreement: number | null;
}

interface Props {
  value: PickedAgreement;
  /** The branch comes along when one is picked, for what the caller fills from it. */
  onChange(next: PickedAgreement, branch: BranchView | null): void;
  errors?: { customer?: ReactNode; branch?: ReactNode; agreement?: ReactNode };
  required?: boolean;
}

const validity = (a: AgreementView) => `${shownDay(a.valid_from)} – ${shownDay(a.valid_to)}`;

/**
 * Customer → its branches → the branch's agreements (newest first), read through the customer calls
 * every form shares. Another customer clears the branch; another branch picks its only agreement, or
 * its only one in force today, and otherwise leaves the choice open.
 */
export function AgreementPickers({ value, onChange, errors = {}, required = false }: Props) {
  const places = useCustomerBranches(value.customer);
  const branches = places.data?.data.branches ?? [];
  const agreements = (places.data?.data.agreements ?? []).filter((a) => a.branch_id === value.branch);
  const agreement = agreements.find((a) => a.id === value.agreement);
  // A branch's only agreement, or else its only one in force today, is the one a visit is likely under.
  const likelyAgreement = (branch: number | null) => {
    const own = (places.data?.data.agreements ?? []).filter((a) => a.branch_id === branch);
    const current = places.data?.current_agreement.filter((a) => a.branch_id === branch) ?? [];
    return own.length === 1 ? own[0]!.id : current.length === 1 ? current[0]!.id : null;
  };
  const waiting = (what: string) => (places.isPending ? 'Loading…' : `Choose ${what}`);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <CustomerPicker
        label="Customer"
        required={required}
        value={value.customer}
        onChange={(customer) => onChange({ customer, branch: null, agreement: null }, null)}
        error={errors.customer}
      />
      <Select<number>
        label="Branch"
        required={required}
        placeholder={value.customer === null ? 'Choose a customer first' : waiting('a branch')}
        data={branches.map((b) => ({ value: b.id, label: `${b.branch_name} (${b.branch_code})` }))}
        disabled={value.customer === null}
        searchable
        nothingFoundMessage="This customer has no such branch"
        // Picking the chosen branch again keeps it: a tap on a phone must not empty the field.
        allowDeselect={false}
        value={value.branch}
        onChange={(branch) =>
          onChange(
            { ...value, branch, agreement: likelyAgreement(branch) },
            branches.find((b) => b.id === branch) ?? null,
          )
        }
        error={errors.branch ?? (places.isError ? 'Could not load the branches' : undefined)}
      />
      <Select<number>
        label="Agreement"
        required={required}
        placeholder={
          value.branch === null
            ? 'Choose a branch first'
            : agreements.length === 0
              ? 'This branch has no agreement'
              : 'Choose an agreement'
        }
        data={agreements.map((a) => ({ value: a.id, label: a.agreement_number }))}
        renderOption={({ option }) => {
          const a = agreements.find((x) => x.id === option.value);
          return (
            <div>
              <Text size="sm">{option.label}</Text>
              {a && (
                <Text size="xs" c="dimmed">
                  {a.agreement_type_name}, {validity(a)}
                </Text>
              )}
            </div>
          );
        }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        disabled={value.branch === null || agreements.length === 0}
        searchable
        nothingFoundMessage="No agreement matches"
        allowDeselect={false}
        value={value.agreement}
        description={agreement ? `${agreement.agreement_type_name}, valid ${validity(agreement)}` : undefined}
        onChange={(picked) => onChange({ ...value, agreement: picked }, null)}
        error={errors.agreement}
      />
    </SimpleGrid>
  );
}
