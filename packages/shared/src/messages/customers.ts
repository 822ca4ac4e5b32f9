/** User-facing texts of the customers area (part of Msg). */
export const customerMessages = {} as const;
