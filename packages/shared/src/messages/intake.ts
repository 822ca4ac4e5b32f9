/** User-facing texts of the intake area (part of Msg). */
export const intakeMessages = {} as const;
