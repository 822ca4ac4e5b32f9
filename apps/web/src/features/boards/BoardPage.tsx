import { useState } from 'react';
import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { BoardType, Msg, type BoardTask } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { useAuth } from '../auth/AuthProvider';
import { useCompanyToday } from '../auth/useCompanyToday';
import { BoardColumns } from './BoardColumns';
import { BoardHeader } from './BoardHeader';
import { DayChangeModal } from './DayChangeModal';
import { MoveSectionDialog } from './MoveSectionDialog';
import { moveTargets, type BoardContext } from './moveTargets';
import { useBoard, useBoardsLive, usePlanDate } from './queries';
import { TaskPanel } from './TaskPanel';
import { useMoveFlow } from './useMoveFlow';

const M = Msg.boards;

const positiveId = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The job board (/job) or the QC board (/qc) of one hold (screens.md §3.13): its columns, moves by
 * drag, keyboard, menu or a long press, plan dates, and the task panel (?t=<task_user_id>&op=true).
 */
export function BoardPage({ qc }: { qc: boolean }) {
  const type = qc ? BoardType.QC : BoardType.JOB;
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const jobUserId = positiveId(params.get('job_user_id'));
  const board = useBoard(type, jobUserId);
  const header = board.data?.board ?? null;
  const jobId = header?.job.id ?? positiveId(params.get('id'));
  // Moves on this job, and changes of the viewer's own state (a hold puts their ongoing task on Hold);
  // another person's hold that touched no task (no job) changes nothing here.
  useBoardsLive((change) => change.job_id === jobId || change.user_id === user?.id);
  const moves = useMoveFlow({ type, jobUserId: jobUserId ?? 0 });
  const planDate = usePlanDate();
  const [pressed, setPressed] = useState<BoardTask | null>(null);
  const [planning, setPlanning] = useState<BoardTask | null>(null);
  const today = useCompanyToday();
  const context: BoardContext = {
    isHolder: header?.is_holder ?? false,
    finishedStatus: header?.finished_status ?? null,
  };

  const panelId = params.get('op') === 'true' ? positiveId(params.get('t')) : null;
  const openPanel = (task: BoardTask) =>
    setParams(
      (p) => {
        p.set('t', String(task.task_user_id));
        p.set('op', 'true');
        return p;
      },
      { replace: true },
    );
  const closePanel = () =>
    setParams(
      (p) => {
        p.delete('t');
        p.delete('op');
        return p;
      },
      { replace: true },
    );

  if (jobUserId === null) {
    return (
      <Card withBorder padding="xl">
        <Text ta="center">
          Open a job from{' '}
          <Anchor component={Link} to={qc ? '/qcs' : '/jobs'}>
            {qc ? M.qcsTitle : M.jobsTitle}
          </Anchor>{' '}
          to see its board.
        </Text>
      </Card>
    );
  }

  return (
    <Stack>
      {board.isError ? (
        <QueryError what="the board" error={board.error} onRetry={() => board.refetch()} />
      ) : board.isPending ? (
        <Stack aria-busy="true" aria-label="Loading the board">
          <Skeleton h={64} />
          <Group gap="sm" wrap="nowrap" style={{ overflow: 'hidden' }}>
            {Array.from({ length: qc ? 8 : 6 }, (_, i) => (
              <Skeleton key={i} h={260} miw={210} />
            ))}
          </Group>
        </Stack>
      ) : (
        <>
          {header && <BoardHeader header={header} qc={qc} />}
          <BoardColumns
            sections={board.data.sections}
            board={context}
            today={today}
            movingId={moves.moving}
            onOpen={openPanel}
            onMove={moves.start}
            onLongPress={setPressed}
            onPlanDate={setPlanning}
          />
        </>
      )}

      {moves.dialogs}
      <MoveSectionDialog
        task={pressed}
        targets={pressed ? moveTargets(pressed, context) : []}
        onMove={moves.start}
        onClose={() => setPressed(null)}
      />
      <DayChangeModal
        opened={planning !== null}
        title={`Plan ${planning?.task_no ?? ''}`}
        label="Plan date"
        current={planning?.task_plan_date ?? null}
        today={today}
        requiredMessage={M.planDateRequired}
        submitLabel="Set plan date"
        successMessage={M.planDateAdded}
        save={(day) => planDate.mutateAsync({ task_user_id: planning!.task_user_id, plan_date: day })}
        onClose={() => setPlanning(null)}
      />
      <TaskPanel taskUserId={panelId} onClose={closePanel} />
    </Stack>
  );
}
