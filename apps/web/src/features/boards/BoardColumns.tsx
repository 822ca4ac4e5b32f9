import { useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Badge, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { Msg, type BoardSection, type BoardTask } from '@jobline/shared';
import classes from './boards.module.css';
import { columnCoordinates } from './columnKeyboard';
import { moveTargets, type BoardContext } from './moveTargets';
import { sectionName, TaskCard, TaskCardBody, type TaskCardProps } from './TaskCard';

type CardActions = Pick<TaskCardProps, 'onOpen' | 'onMove' | 'onLongPress' | 'onPlanDate'>;

interface Props extends CardActions {
  sections: readonly BoardSection[];
  board: BoardContext;
  today: string;
  movingId: number | null;
}

// The pointer decides under a mouse; a card lifted with the keyboard has no pointer.
const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

const taskOf = (event: { active: { data: { current?: unknown } } }) =>
  (event.active.data.current as { task?: BoardTask } | undefined)?.task;
const sectionOf = (over: { data: { current?: unknown } } | null) =>
  (over?.data.current as { section?: number } | undefined)?.section;

const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `Picked up ${taskOf({ active })?.task_no ?? 'the task'}.`,
  onDragOver: ({ over }) => {
    const section = sectionOf(over);
    return section ? `Over ${sectionName(section)}.` : 'Over no column.';
  },
  onDragEnd: ({ active, over }) => {
    const section = sectionOf(over);
    const no = taskOf({ active })?.task_no ?? 'The task';
    return section ? `${no} dropped on ${sectionName(section)}.` : `${no} put back.`;
  },
  onDragCancel: ({ active }) => `Moving ${taskOf({ active })?.task_no ?? 'the task'} cancelled.`,
};

const INSTRUCTIONS = {
  draggable:
    'Press space or enter to lift the task, the arrow keys to go from column to column, space or enter to drop it there and escape to cancel.',
};

/**
 * The board's columns (one per section) with drag and drop: a mouse drags, the keyboard lifts a
 * card by its handle and moves it a column at a time; every card also has a 'Move to' menu.
 */
export function BoardColumns({ sections, board, today, movingId, ...actions }: Props) {
  const [active, setActive] = useState<BoardTask | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const targets = active ? moveTargets(active, board) : [];

  const onDragStart = (event: DragStartEvent) => setActive(taskOf(event) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setActive(null);
    const task = taskOf(event);
    const to = sectionOf(event.over);
    if (task && to && to !== task.current_section) actions.onMove(task, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      // The board scrolls sideways: only the outer tenth of its width scrolls while dragging, so
      // picking up a card in a right-hand column does not slide the board away under the pointer.
      autoScroll={{ threshold: { x: 0.1, y: 0.2 } }}
      accessibility={{ announcements: ANNOUNCEMENTS, screenReaderInstructions: INSTRUCTIONS }}
    >
      <div className={classes.columns} data-testid="board-columns">
        {sections.map((section) => (
          <Column
            key={section.id}
            section={section}
            isTarget={targets.includes(section.id)}
            board={board}
            today={today}
            movingId={movingId}
            {...actions}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {active && (
          <Paper withBorder shadow="lg" p="xs" radius="sm" w={220} className={classes.taskCard}>
            <TaskCardBody task={active} today={today} />
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}

interface ColumnProps extends CardActions {
  section: BoardSection;
  isTarget: boolean;
  board: BoardContext;
  today: string;
  movingId: number | null;
}

function Column({ section, isTarget, board, today, movingId, ...actions }: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: `section-${section.id}`, data: { section: section.id } });
  const name = section.section_name || sectionName(section.id);
  const headingId = `section-heading-${section.id}`;
  return (
    <section
      ref={setNodeRef}
      className={classes.column}
      aria-labelledby={headingId}
      data-section={section.id}
      data-target={isTarget || undefined}
      data-over={isOver || undefined}
      data-testid="board-column"
    >
      <Group className={classes.columnHeader} justify="space-between" wrap="nowrap">
        <Title order={2} size="h6" id={headingId}>
          {name}
        </Title>
        <Badge variant="default" size="sm">
          {section.tasks.length}
          <VisuallyHidden> {section.tasks.length === 1 ? 'task' : 'tasks'}</VisuallyHidden>
        </Badge>
      </Group>
      {section.tasks.length === 0 ? (
        <div className={classes.columnBody}>
          <Text size="sm" c="gray.7" ta="center" py="md">
            {Msg.boards.noTasks}
          </Text>
        </div>
      ) : (
        <ul className={classes.columnBody} aria-labelledby={headingId}>
          {section.tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              board={board}
              today={today}
              moving={movingId === task.id}
              {...actions}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
