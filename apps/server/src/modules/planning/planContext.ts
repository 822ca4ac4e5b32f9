import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import type { AuthUser } from '../../auth/sessions';
import { boardContextOf, type BoardContext } from '../boards/boardContext';

/** A planning command's context: the board's (who acts, today, now, the bus), the planner and the company zone. */
export interface PlanContext extends BoardContext {
  user: AuthUser;
  /** The company time zone: plan times arrive and leave as its wall clock (O-17). */
  timeZone: string;
}

export const planContextOf = (
  request: FastifyRequest,
  deps: Pick<AppDeps, 'config' | 'bus'>,
): PlanContext => ({
  ...boardContextOf(request, deps),
  user: currentUser(request),
  timeZone: deps.config.COMPANY_TIME_ZONE,
});
