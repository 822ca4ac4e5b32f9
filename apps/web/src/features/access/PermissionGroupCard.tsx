import { useId } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Divider,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { PermissionGroup } from './api';
import { groupIcon } from '../../components/groupIcons';

export interface Lock {
  reason: string;
  /** Shown under the box too, where a page-level note does not already explain it. */
  spelledOut?: boolean;
}

export interface GrantView {
  checked: ReadonlySet<number>;
  /** Permissions that cannot be changed here, with the reason shown to the user. */
  locks: ReadonlyMap<number, Lock>;
  /** Ticks that differ from what is saved. */
  changed: ReadonlySet<number>;
  onChange(ids: readonly number[], value: boolean): void;
}

// Fixed boxes stay readable: the grey box says "fixed", the label need not fade out.
const LOCKED_STYLES = { label: { color: 'var(--mantine-color-text)' } };

interface Props {
  group: PermissionGroup;
  view: GrantView;
  onAddPermission?: (group: PermissionGroup) => void;
}

/** One permission group: a tick for the whole group and one per permission, shown as "Name (id)". */
export function PermissionGroupCard({ group, view, onAddPermission }: Props) {
  const headingId = useId();
  const Icon = groupIcon(group.group_icon);
  const ids = group.permissions.map((p) => p.id);
  const held = ids.filter((id) => view.checked.has(id)).length;
  const editable = ids.filter((id) => !view.locks.has(id));
  const allEditableHeld = editable.every((id) => view.checked.has(id));

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Group gap="xs" wrap="nowrap" mb="xs">
        <ThemeIcon variant="light" size="md" aria-hidden>
          <Icon size={18} stroke={1.6} />
        </ThemeIcon>
        <Title order={3} size="h5" id={headingId}>
          {group.group_name}
        </Title>
        <Text size="xs" c="dimmed" ml="auto" style={{ whiteSpace: 'nowrap' }}>
          <span aria-hidden>
            {held}/{ids.length}
          </span>
          <VisuallyHidden>
            {held} of {ids.length} granted
          </VisuallyHidden>
        </Text>
      </Group>
      {ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          No permissions in this group yet.
        </Text>
      ) : (
        <Stack gap="xs">
          <Checkbox
            label={`All ${group.group_name}`}
            fw={500}
            checked={held === ids.length}
            indeterminate={held > 0 && held < ids.length}
            disabled={editable.length === 0}
            styles={LOCKED_STYLES}
            onChange={() => view.onChange(editable, !allEditableHeld)}
          />
          <Divider />
          {group.permissions.map((permission) => {
            const lock = view.locks.get(permission.id);
            const box = (
              <Checkbox
                label={`${permission.name} (${permission.id})`}
                checked={view.checked.has(permission.id)}
                disabled={lock !== undefined}
                description={lock?.spelledOut ? lock.reason : undefined}
                fw={view.changed.has(permission.id) ? 600 : undefined}
                data-changed={view.changed.has(permission.id) || undefined}
                styles={LOCKED_STYLES}
                onChange={(event) => view.onChange([permission.id], event.currentTarget.checked)}
              />
            );
            // A disabled input fires no pointer events, so the tooltip sits on a wrapper.
            return lock && !lock.spelledOut ? (
              <Tooltip key={permission.id} label={lock.reason} multiline maw={260} withArrow>
                <div>{box}</div>
              </Tooltip>
            ) : (
              <div key={permission.id}>{box}</div>
            );
          })}
        </Stack>
      )}
      {onAddPermission && (
        <Group mt="auto" pt="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            aria-label={`Add permission to ${group.group_name}`}
            onClick={() => onAddPermission(group)}
          >
            Add permission
          </Button>
        </Group>
      )}
    </Card>
  );
}
