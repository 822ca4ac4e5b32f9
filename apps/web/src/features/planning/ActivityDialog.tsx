import {
  Badge,
  Button,
  ColorSwatch,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import {
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_PLAN_KINDS,
  ActivityPlanKind,
  Msg,
  type ActivityPlanItem,
} from '@jobline/shared';
import { ApiError } from '../../api/client';
import { confirmAction } from '../../components/confirm';
import { notifyError } from '../../components/notify';
import { useCompanyToday } from '../auth/useCompanyToday';
import { shownDay } from './planEvents';
import { validateWhen, whenErrors, whenToWire, type WhenValues } from './planWhen';
import { PlanWhenFields } from './PlanWhenFields';
import { useAddActivity, useDeleteActivity } from './queries';

const M = Msg.planning;
const KINDS = Object.entries(ACTIVITY_PLAN_KINDS).map(([kind, { label, color }]) => ({
  value: kind,
  label,
  color,
}));

export type ActivityDialogState =
  { mode: 'add'; when: WhenValues } | { mode: 'view'; activity: ActivityPlanItem } | null;

interface Props {
  state: ActivityDialogState;
  employee: { id: number; name: string };
  onClose(): void;
}

/** The Activity dialog (screens.md §4.6): add a Meeting, Leave or Personal activity, or view one and delete it. */
export function ActivityDialog({ state, employee, onClose }: Props) {
  const title =
    state?.mode === 'view' ? `${state.activity.title}` : `Add an activity to ${employee.name}'s plan`;
  return (
    <Modal opened={state !== null} onClose={onClose} title={title}>
      {state?.mode === 'add' && <ActivityForm when={state.when} employeeId={employee.id} onDone={onClose} />}
      {state?.mode === 'view' && <ActivityView activity={state.activity} onDone={onClose} />}
    </Modal>
  );
}

type ActivityValues = WhenValues & { kind: string; description: string };

function ActivityForm({
  when,
  employeeId,
  onDone,
}: {
  when: WhenValues;
  employeeId: number;
  onDone(): void;
}) {
  const today = useCompanyToday();
  const add = useAddActivity();
  const form = useForm<ActivityValues>({
    initialValues: { ...when, kind: String(ActivityPlanKind.MEETING), description: '' },
    validate: (values) => ({
      ...validateWhen(values, today),
      ...(values.description.trim() ? {} : { description: M.descriptionRequired }),
    }),
  });

  const send = form.onSubmit((values) => {
    const wire = whenToWire(values);
    const kind = ACTIVITY_PLAN_KINDS[Number(values.kind) as ActivityPlanKind];
    add.mutate(
      {
        title: kind.label,
        description: values.description.trim(),
        start: wire.start,
        end: wire.end,
        color: kind.color,
        user_id: employeeId,
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
            form.setErrors(whenErrors(values, { ...error.fieldErrors }, 'start', 'end'));
            if (error.fieldErrors.title) form.setFieldError('kind', error.fieldErrors.title);
          } else notifyError(error);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={send} aria-label="Add activity">
      <Stack>
        <div>
          <Text size="sm" fw={500} mb={4} id="activity-kind-label">
            Activity
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="activity-kind-label"
            data={KINDS.map(({ value, label, color }) => ({
              value,
              label: (
                <Group gap={6} justify="center" wrap="nowrap">
                  <ColorSwatch
                    color={`var(--mantine-color-${color}-9)`}
                    size={10}
                    withShadow={false}
                    aria-hidden
                  />
                  <span>{label}</span>
                </Group>
              ),
            }))}
            {...form.getInputProps('kind')}
          />
          {form.errors.kind && (
            <Text size="xs" c="red.8" mt={4}>
              {form.errors.kind}
            </Text>
          )}
        </div>
        <PlanWhenFields form={form} />
        <Textarea
          label="Description"
          required
          autosize
          minRows={2}
          maxLength={ACTIVITY_DESCRIPTION_MAX}
          data-autofocus
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            {M.addActivity}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ActivityView({ activity, onDone }: { activity: ActivityPlanItem; onDone(): void }) {
  const today = useCompanyToday();
  const remove = useDeleteActivity();
  const started = activity.start.slice(0, 10) < today;
  const when = activity.all_day
    ? activity.start === activity.end
      ? `${shownDay(activity.start)}, all day`
      : `${shownDay(activity.start)} – ${shownDay(activity.end)}, all day`
    : `${shownDay(activity.start.slice(0, 10))}, ${activity.start.slice(11)}–${activity.end.slice(11)}`;
  const askDelete = () =>
    confirmAction({
      title: M.deleteActivityConfirm,
      body: `“${activity.title}: ${activity.description}” (${when}) will be removed from the plan.`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () =>
        remove.mutate(activity.id, { onSuccess: onDone, onError: (error) => notifyError(error) }),
    });
  return (
    <Stack>
      <Group gap="xs">
        <Badge color={activity.color} variant="light">
          {activity.title}
        </Badge>
        <Text size="sm">{when}</Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {activity.description}
      </Text>
      {started && (
        <Text size="sm" c="gray.7">
          {M.activityPast}.
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          Close
        </Button>
        <Button
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={started}
          loading={remove.isPending}
          onClick={askDelete}
        >
          Delete
        </Button>
      </Group>
    </Stack>
  );
}
