import { useState } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { Msg, type FeatureKey, type FeatureSwitch } from '@jobline/shared';
import { confirmAction } from '../../../components/confirm';
import { shownInstant } from '../../../components/format';
import { notifyError } from '../../../components/notify';
import { QueryError } from '../../../components/QueryError';
import { useChangeFeatures, useFeatureSwitches } from './queries';

const M = Msg.features;
type Draft = Partial<Record<FeatureKey, boolean>>;
const isOn = (f: FeatureSwitch) => f.status === 1;

/**
 * Features Management (spec 002 §2): a switch per feature, Update saves the changed ones. Only what
 * the user flipped is kept here; the rest follows the server, also when another super admin
 * changes a switch meanwhile.
 */
export function FeaturesPanel() {
  const switches = useFeatureSwitches();
  const change = useChangeFeatures();
  const [draft, setDraft] = useState<Draft>({});

  if (switches.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the feature switches">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (switches.isError) {
    return (
      <QueryError
        what="the feature switches"
        error={switches.error}
        onRetry={() => void switches.refetch()}
      />
    );
  }

  const list = switches.data;
  const wanted = (f: FeatureSwitch) => draft[f.feature] ?? isOn(f);
  const changed = list.filter((f) => wanted(f) !== isOn(f));

  const save = () => {
    const body = {
      features: changed.map((f) => ({ id: f.id, feature: f.feature, status: wanted(f) ? 1 : 0 })),
    };
    const run = () =>
      change.mutate(body, { onSuccess: () => setDraft({}), onError: (error) => notifyError(error) });
    const offs = changed.filter((f) => !wanted(f));
    if (!offs.length) return run();
    confirmAction({
      title: M.confirmOffTitle,
      body: [M.confirmOffLead, ...offs.map((f) => `${f.name}: ${M.offEffect[f.feature]}`)],
      confirmLabel: M.confirmOff,
      danger: true,
      onConfirm: run,
    });
  };

  return (
    <Stack gap="sm" maw={760}>
      <Text size="sm" c="dimmed">
        {M.intro}
      </Text>
      {list.map((f) => (
        <Paper key={f.id} withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Switch
              checked={wanted(f)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setDraft((d) => ({ ...d, [f.feature]: on }));
              }}
              disabled={change.isPending}
              size="md"
              label={<Text fw={600}>{f.name}</Text>}
              description={
                <>
                  {f.description}
                  {f.updated_by && (
                    <Text component="span" display="block" size="xs" c="dimmed" mt={4}>
                      Last switched {isOn(f) ? 'on' : 'off'} by {f.updated_by.name},{' '}
                      {shownInstant(f.updated_at)}
                    </Text>
                  )}
                </>
              }
              data-testid={`feature-${f.feature}`}
            />
            <Badge
              variant={wanted(f) !== isOn(f) ? 'outline' : 'light'}
              color={wanted(f) ? 'teal' : 'gray'}
              style={{ flexShrink: 0 }}
            >
              {wanted(f) !== isOn(f) ? M.unsaved : wanted(f) ? 'On' : 'Off'}
            </Badge>
          </Group>
        </Paper>
      ))}
      <Group justify="flex-end" gap="sm">
        {changed.length === 0 && (
          <Text size="sm" c="dimmed" mr="auto">
            {M.noChanges}
          </Text>
        )}
        <Button
          variant="default"
          disabled={changed.length === 0 || change.isPending}
          onClick={() => setDraft({})}
        >
          Discard changes
        </Button>
        <Button onClick={save} disabled={changed.length === 0} loading={change.isPending}>
          Update
        </Button>
      </Group>
    </Stack>
  );
}
