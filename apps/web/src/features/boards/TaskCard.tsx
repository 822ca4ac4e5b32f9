import { Badge, Button, Group, Menu, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { IconArrowsMove, IconCheck, IconGripVertical, IconX } from '@tabler/icons-react';
import {
  formatMinutes,
  Msg,
  TASK_CARD_COLORS,
  TASK_SECTION_NAMES,
  taskCardTone,
  type BoardTask,
  type TaskCardTone,
  type TaskSection,
} from '@jobline/shared';
import { Busy } from '../../components/Loaders';
import { shownDay } from '../../components/format';
import classes from './boards.module.css';
import { canDrag, isPlanned, isQcTask, moveTargets, needsPlanDate, type BoardContext } from './moveTargets';
import { useLongPress } from './useLongPress';

const M = Msg.boards;

/** The card's tone in words, so colour is never the only sign (O-24). */
const TONE_LABELS: Record<TaskCardTone, string | null> = {
  overdue: 'Overdue',
  retried: 'Authorized, retried',
  authorized: 'Authorized',
  default: null,
};

export const sectionName = (section: number) =>
  TASK_SECTION_NAMES[section as TaskSection] ?? `Section ${section}`;

export interface TaskCardProps {
  task: BoardTask;
  board: BoardContext;
  today: string;
  /** A move of this card is waiting for the server. */
  moving?: boolean;
  onOpen(task: BoardTask): void;
  onMove(task: BoardTask, to: number): void;
  onLongPress(task: BoardTask): void;
  onPlanDate(task: BoardTask): void;
}

/** A task on a board (screens.md §3.13): what, when, how long, who checks it, and what it can do next. */
export function TaskCard({
  task,
  board,
  today,
  moving,
  onOpen,
  onMove,
  onLongPress,
  onPlanDate,
}: TaskCardProps) {
  const draggable = canDrag(task, board);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: task.id,
    data: { task },
    disabled: !draggable,
  });
  const targets = moveTargets(task, board);
  const longPress = useLongPress(() => onLongPress(task), {
    enabled: targets.length > 0 && isPlanned(task),
  });

  return (
    <Paper
      ref={setNodeRef}
      component="li"
      withBorder
      p={8}
      radius="sm"
      className={classes.taskCard}
      data-dragging={isDragging || undefined}
      data-running={task.running || undefined}
      data-testid="task-card"
      data-task-user-id={task.task_user_id}
      style={{ '--tone': `var(--mantine-color-${TASK_CARD_COLORS[taskCardTone(task, today)]}-6)` }}
      {...(draggable ? listeners : {})}
      {...longPress}
      onClick={(event: MouseEvent) => {
        // A tap anywhere on the card opens it; its buttons keep their own actions.
        if (!(event.target as Element).closest('button, a, [role="menuitem"]')) onOpen(task);
      }}
    >
      <TaskCardBody task={task} today={today} onOpen={() => onOpen(task)} />
      {(draggable || targets.length > 0 || needsPlanDate(task) || moving) && (
        <Group gap={4} mt={6} wrap="nowrap">
          {draggable && (
            <button
              type="button"
              ref={setActivatorNodeRef}
              className={classes.handle}
              {...attributes}
              aria-label={`Drag ${task.task_no}`}
            >
              <IconGripVertical size={18} aria-hidden />
            </button>
          )}
          {moving && <Busy size="xs" label="Moving" />}
          <div className={classes.cardAction}>
            {needsPlanDate(task) ? (
              <Button
                size="compact-xs"
                variant="light"
                fullWidth
                classNames={{ root: classes.wrapButton, label: classes.wrapLabel }}
                onClick={() => onPlanDate(task)}
              >
                {M.setPlanDate}
              </Button>
            ) : (
              targets.length > 0 && (
                <Menu position="bottom-end" withinPortal shadow="md">
                  <Menu.Target>
                    <Button
                      size="compact-xs"
                      variant="default"
                      fullWidth
                      classNames={{ root: classes.wrapButton, label: classes.wrapLabel }}
                      leftSection={<IconArrowsMove size={12} aria-hidden />}
                      aria-label={`${M.moveTo} (${task.task_no})`}
                      disabled={moving}
                    >
                      {M.moveTo}…
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Label>Move {task.task_no} to</Menu.Label>
                    {targets.map((to) => (
                      <Menu.Item key={to} onClick={() => onMove(task, to)}>
                        {sectionName(to)}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              )
            )}
          </div>
        </Group>
      )}
    </Paper>
  );
}

/** The card's text, also drawn under the pointer while it is dragged. */
export function TaskCardBody({ task, today, onOpen }: { task: BoardTask; today: string; onOpen?(): void }) {
  const tone = TONE_LABELS[taskCardTone(task, today)];
  const over = task.estimated_minutes > 0 && task.spent_minutes > task.estimated_minutes;
  const title = (
    <>
      <Text span ff="monospace" fw={700} size="sm">
        {task.task_no}
      </Text>{' '}
      {task.task_name}
    </>
  );
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
        {onOpen ? (
          <button type="button" className={classes.taskTitle} onClick={onOpen}>
            {title}
          </button>
        ) : (
          <Text fw={600} size="sm">
            {title}
          </Text>
        )}
        {task.running && (
          <Group gap={4} wrap="nowrap" mt={4}>
            <span className={classes.runningDot} aria-hidden />
            <Text size="xs" fw={600} className={classes.within}>
              Running
            </Text>
          </Group>
        )}
      </Group>
      {(tone || task.locked || task.on_qc_process) && (
        <Group gap={4}>
          {tone && (
            <Badge size="xs" variant="light" color={TASK_CARD_COLORS[taskCardTone(task, today)]}>
              {tone}
            </Badge>
          )}
          {task.on_qc_process && (
            <Badge size="xs" variant="light" color="violet">
              In QC
            </Badge>
          )}
          {task.locked && (
            <Badge size="xs" variant="light" color="gray">
              Locked
            </Badge>
          )}
        </Group>
      )}
      <Stack gap={0}>
        <Text size="xs">Plan {shownDay(task.task_plan_date)}</Text>
        <Text size="xs">Due {shownDay(task.task_due_date)}</Text>
        <Text size="xs">
          <abbr title="Estimated">Est.</abbr> {formatMinutes(task.estimated_minutes)}
        </Text>
        <Text size="xs">
          Spent{' '}
          <span className={over ? classes.over : classes.within} data-testid="card-spent">
            {formatMinutes(task.spent_minutes)}
          </span>
          {over && <VisuallyHidden> (over the estimate)</VisuallyHidden>}
        </Text>
      </Stack>
      {isQcTask(task) ? (
        <Text size="xs">Work: {task.checks_section ? sectionName(task.checks_section) : '—'}</Text>
      ) : (
        task.qc_name && <Text size="xs">QC: {task.qc_name}</Text>
      )}
      <Group gap={6}>
        <AgreementFlag label="Software" covered={task.agreements.software} />
        <AgreementFlag label="Hardware" covered={task.agreements.hardware} />
      </Group>
    </Stack>
  );
}

/** A customer agreement flag, its state said by icon and in words. */
export function AgreementFlag({ label, covered }: { label: string; covered: boolean }) {
  const Icon = covered ? IconCheck : IconX;
  return (
    <Group gap={2} wrap="nowrap" component="span" data-covered={covered}>
      <Icon size={12} aria-hidden color={`var(--mantine-color-${covered ? 'green-8' : 'red-8'})`} />
      <Text span size="xs">
        {label}
        <VisuallyHidden>{covered ? ': agreement' : ': no agreement'}</VisuallyHidden>
      </Text>
    </Group>
  );
}
