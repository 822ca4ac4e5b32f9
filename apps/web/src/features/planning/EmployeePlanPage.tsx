import { useMemo, useState } from 'react';
import { Button, Checkbox, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { IconPlus } from '@tabler/icons-react';
import {
  formatWallTime,
  Msg,
  wallTimeOf,
  type PlanJob,
  type PlanJobTask,
  type PlanTask,
} from '@jobline/shared';
import { useDivisionEmployees, useEmployee } from '../../api/lookups';
import { EmployeePicker } from '../../components/EmployeePicker';
import { notifyError } from '../../components/notify';
import { QueryError } from '../../components/QueryError';
import { useUser } from '../auth/AuthProvider';
import { useCompanyToday } from '../auth/useCompanyToday';
import { useHolidays } from '../holidays/queries';
import { EmployeeSelect } from '../taskAssign/EmployeeSelect';
import { ActivityDialog, type ActivityDialogState } from './ActivityDialog';
import { CalendarFeedCard } from './CalendarFeedCard';
import { CalendarTaskDialog } from './CalendarTaskDialog';
import { PlanCalendar, type MovedTask, type VisibleDays } from './PlanCalendar';
import { plannableScope } from './planAccess';
import { dayOf, planOfEvent, wallOf } from './planEvents';
import { PlanJobList } from './PlanJobList';
import { PlanTaskModal, type TaskToPlan } from './PlanTaskModal';
import { whenOfSlot } from './planWhen';
import { usePlan, usePlanJobs, usePlanLive } from './queries';
import { usePlanTaskFlow } from './usePlanTaskFlow';

const M = Msg.planning;
const EMP_PARAM = 'emp';

const fromListTask = (task: PlanJobTask, plan: PlanTask | undefined): TaskToPlan => ({
  taskUserId: task.task_user_id,
  taskId: task.task_id,
  title: `${task.task_no} ${task.task_name}`,
  hours: task.Time02,
  plan: plan?.pivot.plan_date
    ? { plan_date: plan.pivot.plan_date, end_date: plan.pivot.end_date!, all_day: plan.pivot.all_day }
    : null,
});

/**
 * Employee Plan, the menu's Calendar (spec 001 §2.4, screens.md §4.4): the employee's open jobs and
 * tasks beside a calendar of their plan, activities, approved leave and the company holidays. Tasks
 * are planned by dragging them (or with Plan); a free slot opens the Activity dialog.
 */
export function EmployeePlanPage() {
  const user = useUser();
  const today = useCompanyToday();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(EMP_PARAM));
  const employeeId = Number.isInteger(asked) && asked > 0 ? asked : user.id;
  const scope = plannableScope(user);
  const picker = scope === 'all' || scope === 'division';
  // A head plans their own division (a short list); whoever plans for everyone searches by name.
  const division = useDivisionEmployees(scope === 'division' ? user.division_id : null);
  const choices = useMemo(
    () =>
      division.data?.some((e) => e.id === user.id)
        ? division.data
        : [
            ...(division.data ?? []),
            {
              id: user.id,
              name: user.name,
              code: '',
              division_id: user.division_id,
              role_id: null,
              image_url: '',
            },
          ],
    [division.data, user],
  );
  const other = useEmployee(employeeId === user.id ? null : employeeId);

  const [days, setDays] = useState<VisibleDays | null>(null);
  const plan = usePlan(employeeId, days);
  const jobs = usePlanJobs(employeeId);
  const holidays = useHolidays(days);
  usePlanLive(employeeId);

  const [collapsed, setCollapsed] = useState(false);
  const [activity, setActivity] = useState<ActivityDialogState>(null);
  const [openTaskId, setOpenTaskId] = useState<number | null>(null);
  const [toPlan, setToPlan] = useState<TaskToPlan | null>(null);

  const shownEmployee =
    plan.data?.user ??
    (employeeId === user.id
      ? { id: user.id, name: user.name }
      : { id: employeeId, name: other.data?.name ?? 'this employee' });
  const flow = usePlanTaskFlow({
    employee: plan.data ? plan.data.user : null,
    holidays: holidays.data ?? [],
    leave: plan.data?.leave ?? [],
  });
  const tasks = plan.data?.tasks;
  const openTask = tasks?.find((t) => t.pivot.id === openTaskId) ?? null;
  const planOf = (taskUserId: number) => tasks?.find((t) => t.pivot.id === taskUserId);

  const pickEmployee = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null || id === user.id) next.delete(EMP_PARAM);
    else next.set(EMP_PARAM, String(id));
    setParams(next);
    setOpenTaskId(null);
  };

  const select = (slot: { start: Date; end: Date; allDay: boolean }) => {
    if (dayOf(slot.start) < today) return notifyError(new Error(M.previousDates));
    // A click selects one quarter hour: offer an hour, as a meeting usually takes.
    const clicked = !slot.allDay && slot.end.getTime() - slot.start.getTime() <= 15 * 60_000;
    const end = clicked ? new Date(slot.start.getTime() + 60 * 60_000) : slot.end;
    setActivity({ mode: 'add', when: whenOfSlot({ ...slot, end }) });
  };
  const move = (moved: MovedTask) =>
    flow.plan(
      { id: moved.task.pivot.id, task_id: moved.task.id, ...planOfEvent(moved) },
      { revert: moved.revert },
    );
  const drop = ({ taskUserId, date, allDay }: { taskUserId: number; date: Date; allDay: boolean }) =>
    flow.plan({
      id: taskUserId,
      plan_date: allDay ? dayOf(date) : wallOf(date),
      end_date: allDay ? dayOf(date) : null,
      all_day: allDay,
    });
  const planFromList = (task: PlanJobTask, _job: PlanJob) =>
    setToPlan(fromListTask(task, planOf(task.task_user_id)));
  const replan = (task: PlanTask) => {
    setOpenTaskId(null);
    setToPlan({
      taskUserId: task.pivot.id,
      taskId: task.id,
      title: `${task.task_no} ${task.task_name}`,
      hours: task.Time02,
      plan: task.pivot.plan_date
        ? { plan_date: task.pivot.plan_date, end_date: task.pivot.end_date!, all_day: task.pivot.all_day }
        : null,
    });
  };
  const now = () => formatWallTime(wallTimeOf(new Date(), user.time_zone));

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {M.title}
          </Title>
          <Text c="gray.7" size="sm">
            {employeeId === user.id ? 'Your plan' : `${shownEmployee.name}'s plan`}: drag a task onto the
            calendar, or click a free time to add an activity.
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          {picker && (
            <div style={{ minWidth: 240 }}>
              {scope === 'all' ? (
                <EmployeePicker
                  label={M.employee}
                  value={employeeId}
                  onChange={pickEmployee}
                  clearable={false}
                />
              ) : (
                <EmployeeSelect
                  label={M.employee}
                  employees={choices}
                  loading={division.isPending}
                  value={employeeId}
                  onChange={pickEmployee}
                />
              )}
            </div>
          )}
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              setActivity({
                mode: 'add',
                when: whenOfSlot({
                  start: new Date(`${today}T09:00:00Z`),
                  end: new Date(`${today}T10:00:00Z`),
                  allDay: false,
                }),
              })
            }
          >
            Add activity
          </Button>
        </Group>
      </Group>

      {plan.isError && <QueryError what="the plan" error={plan.error} onRetry={() => plan.refetch()} />}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <PlanJobList
            jobs={jobs.data}
            loading={jobs.isPending}
            error={jobs.isError ? jobs.error : null}
            onRetry={() => jobs.refetch()}
            onPlan={planFromList}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Checkbox
            mb="xs"
            label={M.collapseEvents}
            checked={collapsed}
            onChange={(event) => setCollapsed(event.currentTarget.checked)}
          />
          <PlanCalendar
            plan={plan.data?.user.id === employeeId ? plan.data : undefined}
            holidays={holidays.data ?? []}
            loading={plan.isFetching || holidays.isFetching}
            collapsed={collapsed}
            now={now}
            onPeriodChange={setDays}
            onSelect={select}
            onOpenTask={(task) => setOpenTaskId(task.pivot.id)}
            onOpenActivity={(item) => setActivity({ mode: 'view', activity: item })}
            onMoveTask={move}
            onDropTask={drop}
          />
        </Grid.Col>
      </Grid>

      {employeeId === user.id && <CalendarFeedCard />}

      <ActivityDialog state={activity} employee={shownEmployee} onClose={() => setActivity(null)} />
      <CalendarTaskDialog task={openTask} onClose={() => setOpenTaskId(null)} onReplan={replan} />
      <PlanTaskModal
        task={toPlan}
        pending={flow.pending}
        onPlan={flow.plan}
        onClose={() => setToPlan(null)}
      />
    </Stack>
  );
}
