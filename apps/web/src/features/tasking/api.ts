import {
  Msg,
  type SheetTask,
  type SheetTasksResponse,
  type SubTaskRequest,
  type SubTaskView,
  type TaskRemovalCheck,
  type TaskSheetView,
  type TaskStoreRequest,
  type TaskStoreResponse,
} from '@jobline/shared';
import { api } from '../../api/client';
import { downloadFile } from '../../api/download';

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

/** Downloads the 'Job Estimation' file under the name the server gives it; answers that name. */
export const downloadEstimation = (jobId: number, sheetId: number, format: 'pdf' | 'xlsx') =>
  downloadFile(
    `jobs/${jobId}/estimation.${format}?sheet_id=${sheetId}`,
    `job-estimation.${format}`,
    Msg.tasking.exportFailed,
  );

export type { SheetTask };
