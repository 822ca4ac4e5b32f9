import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { Feature, Msg, SYNC_ENTITIES, SYNC_ENTITY_LABELS, type SyncEntity } from '@jobline/shared';
import { useFeatureOn } from '../features/featureSwitches';
import { SyncLog } from './SyncLog';

const SyncDialog = lazy(async () => ({ default: (await import('./SyncDialog')).SyncDialog }));

const ABOUT: Record<SyncEntity, string> = {
  customers: 'Customers and their branches, by customer code.',
  agreements: 'Maintenance agreements of the branches, by agreement number.',
  systems: 'The systems jobs are about, by name.',
  jobs: 'The ERP’s work orders, by job number, as open jobs to plan.',
};

/**
 * Data Synchronization (spec 002 §2, screens §9.9): one card per kind of record, whose Preview shows
 * what a sync would do before Apply does it, and the log of every run.
 */
export function SyncPanel() {
  const [open, setOpen] = useState<SyncEntity | null>(null);
  const [loaded, setLoaded] = useState(false);
  if (!useFeatureOn(Feature.ERP_SYNC))
    return (
      <Alert
        color="gray"
        variant="light"
        title={Msg.features.off.erp_sync}
        icon={<IconPlugConnectedX aria-hidden />}
      >
        Switch ERP sync on under Features to preview and apply syncs, and to read their log.
      </Alert>
    );
  return (
    <Stack>
      <Text size="sm" c="dimmed" maw={720}>
        Jobline keeps customers, agreements, systems and jobs in step with the ERP. A preview changes nothing:
        it shows what would be created and updated, what is left alone, and the conflicts — records changed
        here and in the ERP since the last sync, which stay as they are unless you take the ERP’s values. Sync
        customers first: agreements and jobs need their customer here.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {SYNC_ENTITIES.map((entity) => (
          <Card key={entity} withBorder padding="md" component="section" aria-labelledby={`sync-${entity}`}>
            <Stack gap="sm" h="100%" justify="space-between">
              <div>
                <Title order={3} size="h5" id={`sync-${entity}`}>
                  {SYNC_ENTITY_LABELS[entity]}
                </Title>
                <Text size="sm" c="dimmed">
                  {ABOUT[entity]}
                </Text>
              </div>
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} aria-hidden />}
                aria-label={`Preview ${SYNC_ENTITY_LABELS[entity].toLowerCase()} sync`}
                onClick={() => {
                  setLoaded(true);
                  setOpen(entity);
                }}
              >
                Preview
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <SyncLog />
      {loaded && open && (
        <Suspense fallback={null}>
          <SyncDialog entity={open} opened onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
