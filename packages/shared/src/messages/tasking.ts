/** User-facing texts of the tasking area (part of Msg): the Create Task screen (spec 001 §5 Task Create), the estimates and the estimation export, with spelling and grammar corrected. */
export const taskingMessages = {} as const;
