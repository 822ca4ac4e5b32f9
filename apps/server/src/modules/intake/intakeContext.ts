import { refusal } from '../../errors';

/**
 * Status 7 carries the server's message for the client to show as an error (spec 000 §8). Intake
 * answers it when a record has moved on: a request no longer pending, an approval already decided,
 * a started job or task.
 */
export const STATE_CHANGED_STATUS = 7;
export const stateChanged = (message: string) => refusal(STATE_CHANGED_STATUS, message);
