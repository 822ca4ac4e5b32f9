import 'mantine-datatable/styles.css';
import { ActionIcon, Badge, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconFileCertificate, IconPencil, IconTrash } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { agreementLights } from '@jobline/shared';
import { AgreementLights } from '../../components/AgreementLights';
import { pagingText, useClientPaging } from '../../components/tablePaging';
import { datedAgreements, type BranchDraft } from './draft';

interface Props {
  branches: readonly BranchDraft[];
  today: string;
  /** Branches (by index) with an error from the last save or check. */
  withErrors: ReadonlySet<number>;
  onEdit(index: number): void;
  onRemove(index: number): void;
  onAgreements(index: number): void;
}

/** The customer's branches, 15 a page (spec 002 §9), with their agreement lights from the draft. */
export function BranchTable({ branches, today, withErrors, onEdit, onRemove, onAgreements }: Props) {
  const paging = useClientPaging(branches.map((branch, index) => ({ branch, index })));

  return (
    <DataTable
      withTableBorder
      borderRadius="md"
      striped
      minHeight={branches.length === 0 ? 160 : undefined}
      noRecordsText="No branches yet"
      idAccessor={(row) => row.branch.key}
      {...paging}
      {...pagingText('Branches')}
      columns={[
        {
          accessor: 'name',
          title: 'Branch',
          render: ({ branch, index }) => (
            <Group gap={6} miw={140}>
              <Text size="sm" fw={500}>
                {branch.branch_name}
              </Text>
              {withErrors.has(index) && (
                <Badge
                  color="red.9"
                  variant="outline"
                  size="sm"
                  style={{ flexShrink: 0 }}
                  leftSection={<IconAlertCircle size={12} aria-hidden />}
                >
                  Needs attention
                </Badge>
              )}
              {branch.id === null && (
                <Badge variant="default" size="sm" style={{ flexShrink: 0 }}>
                  New
                </Badge>
              )}
            </Group>
          ),
        },
        { accessor: 'branch.branch_code', title: 'Code', noWrap: true },
        { accessor: 'branch.branch_contact_person', title: 'Contact' },
        { accessor: 'branch.branch_mobile_no', title: 'Mobile', noWrap: true },
        { accessor: 'branch.pos_count', title: 'POS', textAlign: 'right' },
        { accessor: 'branch.server_count', title: 'Servers', textAlign: 'right' },
        { accessor: 'branch.terminal_count', title: 'Terminals', textAlign: 'right' },
        {
          accessor: 'lights',
          title: 'Agreements',
          noWrap: true,
          render: ({ branch }) => (
            <AgreementLights stacked lights={agreementLights(datedAgreements(branch.agreements), today)} />
          ),
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>Actions</VisuallyHidden>,
          textAlign: 'right',
          render: ({ branch, index }) => (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label="Agreements">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Agreements of ${branch.branch_name}`}
                  onClick={() => onAgreements(index)}
                >
                  <IconFileCertificate size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Edit branch">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit branch ${branch.branch_name}`}
                  onClick={() => onEdit(index)}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Remove branch">
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  aria-label={`Remove branch ${branch.branch_name}`}
                  onClick={() => onRemove(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ),
        },
      ]}
    />
  );
}
