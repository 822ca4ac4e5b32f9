import { Card, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { PermissionGroup } from './api';
import { PermissionGroupCard, type GrantView } from './PermissionGroupCard';
import { usePermissionGroups } from './queries';
import { QueryError } from '../../components/QueryError';

const GRID = { base: 1, sm: 2, xl: 3 };

/** Every permission group as a card in a grid that stacks on phones. */
export function PermissionBoard({
  view,
  loading,
  onAddPermission,
}: {
  view: GrantView;
  /** True while the grants to show are still loading. */
  loading?: boolean;
  onAddPermission?: (group: PermissionGroup) => void;
}) {
  const groups = usePermissionGroups();
  if (groups.isError) {
    return <QueryError what="the permission groups" error={groups.error} onRetry={() => groups.refetch()} />;
  }
  if (groups.isPending || loading) return <BoardSkeleton />;
  if (groups.data.length === 0) {
    return (
      <Card withBorder>
        <Text c="dimmed">No permission groups are defined yet.</Text>
      </Card>
    );
  }
  return (
    <SimpleGrid cols={GRID}>
      {groups.data.map((group) => (
        <PermissionGroupCard key={group.id} group={group} view={view} onAddPermission={onAddPermission} />
      ))}
    </SimpleGrid>
  );
}

function BoardSkeleton() {
  return (
    <SimpleGrid cols={GRID} aria-busy="true">
      <VisuallyHidden role="status">Loading permissions…</VisuallyHidden>
      {[0, 1, 2, 3].map((card) => (
        <Card withBorder key={card}>
          <Stack gap="sm">
            <Skeleton h={22} w="50%" />
            {[0, 1, 2].map((line) => (
              <Skeleton key={line} h={18} />
            ))}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
