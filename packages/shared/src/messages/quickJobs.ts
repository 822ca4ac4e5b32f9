/** User-facing texts of the quickJobs area (part of Msg). */
export const quickJobMessages = {} as const;
