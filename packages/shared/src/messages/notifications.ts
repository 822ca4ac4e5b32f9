/** User-facing texts of the notifications area (part of Msg): the notifications bell (spec 000 §2 Notifications), with spelling and grammar corrected. */
export const notificationMessages = {} as const;
