/** User-facing texts of the holidays area (part of Msg). */
export const holidayMessages = {} as const;
