import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { companyToday } from '../../companyToday';
import type { JobContext } from '../jobs/jobCreator';
import { jobContextOf } from '../jobs/jobContext';

/** A job command's context plus the instant every row of the change is stamped with. */
export interface BoardContext extends JobContext {
  now: Date;
}

/** The request's context: one `now` for the whole change, today in the company's zone of that instant. */
export function boardContextOf(request: FastifyRequest, deps: Pick<AppDeps, 'config' | 'bus'>): BoardContext {
  const now = new Date();
  return { ...jobContextOf(request, deps), today: companyToday(deps.config, now), now };
}
