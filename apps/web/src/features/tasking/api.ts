import {
  Msg,
  type SheetTask,
  type SheetTasksResponse,
  type SubTaskRequest,
  type SubTaskView,
  type TaskableJob,
  type TaskRemovalCheck,
  type TaskSheetView,
  type TaskStoreRequest,
  type TaskStoreResponse,
} from '@jobline/shared';
import { api, ApiError } from '../../api/client';
import { getToken } from '../../api/token';

/** GET jobs/user/tasking: the jobs the user may create tasks for. */
export const fetchTaskableJobs = () => api<{ jobs: TaskableJob[] }>('jobs/user/tasking');

/** GET jobs/sheets/{id}: the job's task sheets. */
export const fetchSheets = (jobId: number) => api<{ sheets: TaskSheetView[] }>(`jobs/sheets/${jobId}`);

/** GET job/tasks/all/{job}/{sheet}: one sheet and its tasks. */
export const fetchSheetTasks = (jobId: number, sheetId: number) =>
  api<SheetTasksResponse>(`job/tasks/all/${jobId}/${sheetId}`);

/** POST tasks/store: the whole sheet in one save. */
export const storeTasks = (body: TaskStoreRequest) =>
  api<TaskStoreResponse>('tasks/store', { method: 'POST', body });

/** POST tasks/remove/check: may this saved task leave the sheet? */
export const checkTaskRemoval = (taskId: number) =>
  api<TaskRemovalCheck>('tasks/remove/check', { method: 'POST', body: { task_id: taskId } });

export const fetchSubTasks = (taskId: number) =>
  api<{ sub_tasks: SubTaskView[] }>(`tasks/sub_tasks/${taskId}`);
export const addSubTask = (body: SubTaskRequest) =>
  api<{ message: string; sub_task: SubTaskView }>('tasks/sub_tasks', { method: 'POST', body });

const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * Downloads the 'Job Estimation' file through the API (it needs the bearer token, so no plain
 * link) under the name the server gives it; answers that name.
 */
export async function downloadEstimation(jobId: number, sheetId: number, format: 'pdf' | 'xlsx') {
  const token = getToken();
  const response = await fetch(`/api/jobs/${jobId}/estimation.${format}?sheet_id=${sheetId}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    throw new ApiError(response.status, data?.message ?? Msg.tasking.exportFailed);
  }
  const fileName = fileNameOf(response, `job-estimation.${format}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

export type { SheetTask };
