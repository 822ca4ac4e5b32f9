/** User-facing texts of the jobAdmin area (part of Msg). */
export const jobAdminMessages = {} as const;
