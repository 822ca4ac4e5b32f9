/**
 * The address of a board (screens.md §3.12): /job or /qc with the job and the hold, and the task
 * whose panel opens with it (t, op=true) when one is named.
 */
export function boardLink(
  hold: { id: number; job_no: string; job_user_id: number },
  qc: boolean,
  taskUserId: number | null = null,
) {
  const params = new URLSearchParams({
    id: String(hold.id),
    job_no: hold.job_no,
    job_user_id: String(hold.job_user_id),
  });
  if (taskUserId !== null) {
    params.set('t', String(taskUserId));
    params.set('op', 'true');
  }
  return `${qc ? '/qc' : '/job'}?${params}`;
}
