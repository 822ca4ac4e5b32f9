import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { companyToday } from '../../companyToday';
import { actorOf } from '../admin/auditLog';
import type { JobContext } from './jobCreator';

/** What the job commands need of a request: who acts, today in the company's zone, the event bus. */
export const jobContextOf = (request: FastifyRequest, deps: Pick<AppDeps, 'config' | 'bus'>): JobContext => ({
  actor: actorOf(request),
  userId: currentUser(request).id,
  today: companyToday(deps.config),
  timeZone: deps.config.COMPANY_TIME_ZONE,
  bus: deps.bus,
});
