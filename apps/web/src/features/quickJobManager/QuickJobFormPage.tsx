import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { JobKind } from '@jobline/shared';
import { confirmDiscard } from '../../components/confirm';
import { useUser } from '../auth/AuthProvider';
import { AddJobForm } from '../quickJobs/addJob/AddJobForm';
import { SavedJobOutcome } from '../quickJobs/addJob/SavedJobOutcome';
import { useAddJobForm } from '../quickJobs/addJob/useAddJobForm';
import { useSaveJob } from '../quickJobs/addJob/useSaveJob';
import { useJobSync } from '../admin/sync/useJobSync';

/** The form's mode from `_a` (screens §3.10): 4 online/urgent, otherwise a quick job. */
const modeOf = (value: string | null) =>
  Number(value) === JobKind.ONLINE_URGENT ? JobKind.ONLINE_URGENT : JobKind.QUICK;

const TITLES = {
  [JobKind.ONLINE_URGENT]: 'Online / Urgent Job',
  [JobKind.QUICK]: 'Quick Job',
} as const;

/** The quick job manager's form: an online/urgent task or a quick job, then 'make it ongoing?'. */
export function QuickJobFormPage() {
  const [params] = useSearchParams();
  const kind = modeOf(params.get('_a'));
  // A new form for each mode: the two keep nothing of each other.
  return <QuickJobForm key={kind} kind={kind} />;
}

function QuickJobForm({ kind }: { kind: typeof JobKind.ONLINE_URGENT | typeof JobKind.QUICK }) {
  const user = useUser();
  const navigate = useNavigate();
  const online = kind === JobKind.ONLINE_URGENT;
  // A quick job is usually the manager's own: they are the assigner until someone else is picked.
  const state = useAddJobForm({ job_type: kind, job_assign_by: online ? null : user.id });
  const { result, saving, askOngoing, save, startAfresh } = useSaveJob(state);
  const [mine, setMine] = useState(false);
  // Sync Jobs previews the ERP's jobs and applies them on confirmation (the top bar's Job Sync).
  const sync = useJobSync();
  const leave = () =>
    confirmDiscard(!result && state.form.isDirty(), 'The job you started has not been saved.', () =>
      navigate('/qjm'),
    );

  return (
    <Stack maw={760}>
      <Anchor component={Link} to="/qjm" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {TITLES[kind]}
          </Title>
          <Text c="dimmed" size="sm">
            {online
              ? 'Add a task to an online or urgent job; you work it.'
              : 'Raise a quick job for a customer; it is planned for today.'}
          </Text>
        </div>
        {sync.allowed && (
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={sync.open}>
            Sync Jobs
          </Button>
        )}
      </Group>
      {sync.dialog}
      <Card withBorder radius="md" padding="lg">
        {result ? (
          <SavedJobOutcome result={result} askOngoing={askOngoing}>
            <Button variant="default" onClick={startAfresh}>
              Add another job
            </Button>
            <Button component={Link} to="/qjm">
              Done
            </Button>
          </SavedJobOutcome>
        ) : (
          <Stack>
            {online && (
              <Switch
                label="Only jobs I already work on"
                checked={mine}
                onChange={(event) => setMine(event.currentTarget.checked)}
              />
            )}
            <AddJobForm
              state={state}
              hideTaskingJob
              fixedKind={kind}
              onlineScope={mine ? 'online-mine' : 'online'}
              saving={saving}
              onSubmit={(_, body) => save(kind, body)}
              onCancel={leave}
            />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
