import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { companyToday } from '../../companyToday';
import { refusal } from '../../errors';
import { actorOf } from '../admin/auditLog';
import type { JobContext } from '../jobs/jobCreator';

/** What the job commands need of a request: who acts, today in the company's zone, the event bus. */
export const jobContextOf = (request: FastifyRequest, deps: Pick<AppDeps, 'config' | 'bus'>): JobContext => ({
  actor: actorOf(request),
  userId: currentUser(request).id,
  today: companyToday(deps.config),
  bus: deps.bus,
});

/**
 * Status 7 carries the server's message for the client to show as an error (spec 000 §8). Intake
 * answers it when a record has moved on: a request no longer pending, an approval already decided,
 * a started job or task.
 */
export const STATE_CHANGED_STATUS = 7;
export const stateChanged = (message: string) => refusal(STATE_CHANGED_STATUS, message);
