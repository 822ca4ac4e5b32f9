import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { SYNC_ENTITY_LABELS, syncCountsText, type SyncRun } from '@jobline/shared';
import { shownInstant } from '../../../components/format';
import { QueryError } from '../../../components/QueryError';
import { namedTable } from '../../jobAdmin/namedTable';
import { useSyncRuns } from './queries';
import { DifferenceTable } from './SyncPreviewDetails';

const STATE_COLORS: Record<SyncRun['state'], string> = { running: 'blue', done: 'teal', failed: 'red' };
const notPhone = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;
const wide = (theme: { breakpoints: { md: string } }) => `(min-width: ${theme.breakpoints.md})`;

/** What a run found (a preview) or did (an apply). */
function outcomeOf(run: SyncRun): string {
  if (run.state === 'failed') return 'Failed';
  if (run.state === 'running') return 'Running…';
  if (run.dry_run) return syncCountsText(run.counts);
  const { create, update, conflict, skipped, unchanged, taken = 0 } = run.counts;
  return [
    `${create} created, ${update} updated`,
    taken && `${taken} taken from the ERP`,
    conflict - taken && `${conflict - taken} ${conflict - taken === 1 ? 'conflict' : 'conflicts'} left`,
    skipped && `${skipped} skipped`,
    `${unchanged} left alone`,
  ]
    .filter(Boolean)
    .join(', ');
}

const StateBadge = ({ run }: { run: SyncRun }) => (
  // Never cut to "DO…": the badge keeps its word whatever the column's width.
  <Badge
    color={STATE_COLORS[run.state]}
    variant="light"
    miw="fit-content"
    styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
  >
    {run.state}
  </Badge>
);

const kindOf = (run: SyncRun) =>
  run.dry_run
    ? run.applied_by
      ? `Preview, applied by #${run.applied_by}`
      : 'Preview'
    : `Apply of #${run.preview_id}`;

/** A run's error, or the conflicts it left, as its row opens. */
function RunDetails({ run }: { run: SyncRun }) {
  return (
    <Stack gap="sm" p="sm">
      {run.error && (
        <Text size="sm" c="red.8">
          {run.error}
        </Text>
      )}
      {run.conflicts.length > 0 && (
        <Text size="sm" fw={600}>
          Conflicts {run.dry_run ? 'found' : 'left as they are here'}
        </Text>
      )}
      {run.conflicts.map((item) => (
        <Stack key={item.erp_id} gap={4}>
          <Text size="sm">{item.name}</Text>
          <DifferenceTable item={item} />
        </Stack>
      ))}
    </Stack>
  );
}

/** The sync log (sync_runs): every preview and apply, newest first, with its counts and conflicts. */
export function SyncLog() {
  const runs = useSyncRuns();
  const [expanded, setExpanded] = useState<number[]>([]);
  const records = runs.data?.pages.flatMap((p) => p.runs) ?? [];
  const toggle = (id: number) =>
    setExpanded((open) => (open.includes(id) ? open.filter((r) => r !== id) : [...open, id]));
  const opens = (run: SyncRun) => Boolean(run.error || run.conflicts.length);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sync-log-title">
      <Stack>
        <div>
          <Title order={3} size="h4" id="sync-log-title">
            Sync log
          </Title>
          <Text size="sm" c="dimmed">
            Every preview and apply, newest first. Open a run to see its conflicts or why it failed.
          </Text>
        </div>
        {runs.isError ? (
          <QueryError what="the sync log" error={runs.error} onRetry={() => void runs.refetch()} />
        ) : (
          <DataTable<SyncRun>
            tableRef={namedTable('Sync log')}
            withTableBorder
            borderRadius="md"
            striped
            minHeight={records.length ? undefined : 160}
            records={records}
            idAccessor="id"
            fetching={runs.isPending}
            noRecordsText="No sync has run yet"
            rowExpansion={{
              allowMultiple: true,
              expandable: ({ record }) => opens(record),
              expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
              content: ({ record }) => <RunDetails run={record} />,
            }}
            columns={[
              {
                accessor: 'id',
                title: 'Run',
                noWrap: true,
                render: (r) =>
                  opens(r) ? (
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      aria-expanded={expanded.includes(r.id)}
                      aria-label={`Details of run ${r.id}`}
                      onClick={(e) => {
                        e.stopPropagation();
                        toggle(r.id);
                      }}
                    >
                      #{r.id}
                    </Anchor>
                  ) : (
                    `#${r.id}`
                  ),
              },
              {
                accessor: 'started_at',
                title: 'Started',
                noWrap: true,
                visibleMediaQuery: notPhone,
                render: (r) => shownInstant(r.started_at),
              },
              {
                accessor: 'entity',
                title: 'Records',
                render: (r) => (
                  <Stack gap={2}>
                    <Text size="sm">{SYNC_ENTITY_LABELS[r.entity]}</Text>
                    {/* On a phone the run's time, kind and outcome go under its records. */}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {shownInstant(r.started_at)} · {kindOf(r)}
                    </Text>
                    <Group gap={6} hiddenFrom="sm" wrap="nowrap" align="flex-start">
                      <StateBadge run={r} />
                      <Text size="xs">{outcomeOf(r)}</Text>
                    </Group>
                  </Stack>
                ),
              },
              { accessor: 'dry_run', title: 'Kind', visibleMediaQuery: notPhone, render: kindOf },
              {
                accessor: 'state',
                title: 'State',
                noWrap: true,
                width: 96,
                visibleMediaQuery: notPhone,
                render: (r) => <StateBadge run={r} />,
              },
              { accessor: 'counts', title: 'Outcome', visibleMediaQuery: notPhone, render: outcomeOf },
              {
                accessor: 'started_by',
                title: 'By',
                visibleMediaQuery: wide,
                render: (r) => r.started_by?.name ?? '—',
              },
            ]}
          />
        )}
        {runs.hasNextPage && (
          <Group justify="center">
            <Button
              variant="default"
              onClick={() => void runs.fetchNextPage()}
              loading={runs.isFetchingNextPage}
            >
              Load more
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
