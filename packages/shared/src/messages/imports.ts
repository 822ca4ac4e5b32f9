/** User-facing texts of the imports area (part of Msg). */
export const importMessages = {} as const;
