import { Group, Select, Text } from '@mantine/core';
import { employeeCount } from './changeSummary';
import type { RoleSummary } from '../../api/lookups';

interface Props {
  roles: readonly RoleSummary[] | undefined;
  value: number | null;
  onChange(roleId: number): void;
  disabled?: boolean;
  loading?: boolean;
  description?: string;
}

/** The role picker; each option shows how many employees hold the role. */
export function RoleSelect({ roles, value, onChange, disabled, loading, description }: Props) {
  const counts = new Map(roles?.map((r) => [r.id, r.user_count]));
  return (
    <Select<number>
      label="Role"
      placeholder={loading ? 'Loading roles…' : 'Pick a role'}
      description={description}
      data={roles?.map((r) => ({ value: r.id, label: r.name })) ?? []}
      value={value}
      onChange={(roleId) => roleId !== null && onChange(roleId)}
      allowDeselect={false}
      disabled={disabled || loading}
      nothingFoundMessage="No roles yet"
      maxDropdownHeight={320}
      w={{ base: '100%', xs: 280 }}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {employeeCount(counts.get(option.value) ?? 0)}
          </Text>
        </Group>
      )}
    />
  );
}
