// Shapes of the correction calls, as the API contract gives them (times are 'HH:mm' on the day).
export interface PresetLine {
  id: number;
  kind: 1 | 2;
  task_user_id: number | null;
  job_id: number | null;
  job_no: string | null;
  customer: string | null;
  task_no: string | null;
  task_name: string | null;
  comment_type: number | null;
  task_description: string | null;
  start_time: string;
  end_time: string;
}

export interface Preset {
  id: number;
  user_id: number;
  date: string;
  status: 1 | 5 | 10 | 11;
  validated: boolean;
  sent_at: string | null;
  reviewed_by: number | null;
  remark: string | null;
  lines: PresetLine[];
}

export interface OpenedPreset {
  preset: Preset;
  dayoff_at: string | null;
  date: string;
  result: PresetLine[];
}

export interface WaitingPreset {
  id: number;
  user_id: number;
  employee_name: string;
  date: string;
  sent_at: string | null;
  line_count: number;
}

/** What the worksheet answer adds for corrections (single-day requests; report_type 2 for review). */
export interface WorksheetPresetFields {
  preset?: Preset | null;
  reject_preset?: { remark: string | null } | null;
  activityEditRecords?: PresetLine[];
  locked?: boolean;
}
