import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmDiscard } from '../../components/confirm';
import { Msg } from '@jobline/shared';
import type { SheetChoice } from './SheetFields';
import { useFirstTaskableJobs, useSheets, useTaskableJob, useTaskableJobsRefresh } from './queries';

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * Which job and sheet are open, kept in the address (?id=<job>&sheet=<sheet|new>) so a reload shows
 * the same; ?job=<job number> also picks a job. One sheet opens at once, none starts a new one,
 * several open the sheet list. Changing either with unsaved edits asks first.
 */
export function useSheetSelection(dirty: boolean) {
  const [params, setParams] = useSearchParams();
  useTaskableJobsRefresh();
  const jobs = useFirstTaskableJobs();
  const jobNo = params.get('job')?.trim().toLowerCase();
  const addressed = idOf(params.get('id'));
  const found = useTaskableJob(addressed, jobNo);
  const jobId = addressed ?? found.data?.id ?? null;
  const job = found.data ?? null;
  const sheets = useSheets(jobId);
  const sheetParam = params.get('sheet');
  const chosen: SheetChoice | null = sheetParam === 'new' ? 'new' : idOf(sheetParam);
  const count = sheets.data?.length;
  const sheetChoice: SheetChoice | null =
    chosen ?? (count === 0 ? 'new' : count === 1 ? sheets.data![0]!.id : null);
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const listOpen = jobId !== null && chosen === null && (count ?? 0) > 1 && dismissedFor !== jobId;

  const go = (next: { id?: number | null; sheet?: SheetChoice | null }) =>
    setParams(
      () => {
        const out = new URLSearchParams();
        if (next.id) out.set('id', String(next.id));
        if (next.id && next.sheet) out.set('sheet', String(next.sheet));
        return out;
      },
      { replace: true, flushSync: true },
    );

  return {
    jobs,
    job,
    jobId,
    sheets,
    sheetChoice,
    sheetId: typeof sheetChoice === 'number' ? sheetChoice : null,
    listOpen,
    closeList: () => setDismissedFor(jobId),
    openList: () => setDismissedFor(null),
    chooseJob: (id: number | null) => {
      if (id === jobId) return;
      confirmDiscard(dirty, Msg.tasking.unsavedSheet, () => {
        setDismissedFor(null);
        go({ id });
      });
    },
    chooseSheet: (choice: SheetChoice) => {
      if (choice === sheetChoice) return go({ id: jobId, sheet: choice });
      confirmDiscard(dirty, Msg.tasking.changeSheet, () => go({ id: jobId, sheet: choice }));
    },
    /** After a save: the saved sheet stays open under its own id. */
    showSaved: (sheetId: number) => go({ id: jobId, sheet: sheetId }),
  };
}
