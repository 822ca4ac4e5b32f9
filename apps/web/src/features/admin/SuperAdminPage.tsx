import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ActivityLogPanel } from './activityLog/ActivityLogPanel';
import { FeaturesPanel } from './features/FeaturesPanel';
import { SmsPanel } from './sms/SmsPanel';
import { SyncPanel } from './sync/SyncPanel';

const TABS = [
  { value: 'activity', label: 'Employee Activity Log', panel: <ActivityLogPanel /> },
  { value: 'features', label: 'Features', panel: <FeaturesPanel /> },
  { value: 'sms', label: 'SMS', panel: <SmsPanel /> },
  { value: 'sync', label: 'Data Synchronization', panel: <SyncPanel /> },
] as const;

/** Super Admin (spec 002 §2, screens.md §9.9): the activity log, feature switches, SMS and ERP sync. */
export function SuperAdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.value === params.get('tab')) ? params.get('tab')! : 'activity';
  return (
    <Stack>
      <Title order={2}>Super Admin</Title>
      <Tabs
        value={tab}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            {t.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
