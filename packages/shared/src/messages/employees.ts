/** User-facing texts of the employees area (part of Msg). */
export const employeeMessages = {} as const;
