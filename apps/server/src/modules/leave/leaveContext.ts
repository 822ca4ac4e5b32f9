import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import type { AuthUser } from '../../auth/sessions';
import { currentUser } from '../../auth/requestUser';
import { companyToday } from '../../companyToday';
import type { EventBus } from '../../realtime/bus';
import { actorOf, type AuditActor } from '../admin/auditLog';
import { leaveSettingsOf, type LeaveSettings } from './leaveSettings';

/** What the leave commands and reads need of a request: who acts, the company's day and clock, the bus. */
export interface LeaveContext {
  actor: AuditActor;
  user: AuthUser;
  today: string;
  now: Date;
  bus: EventBus;
  settings: LeaveSettings;
}

export const leaveContextOf = (
  request: FastifyRequest,
  deps: Pick<AppDeps, 'config' | 'bus'>,
): LeaveContext => {
  const now = new Date();
  return {
    actor: actorOf(request),
    user: currentUser(request),
    today: companyToday(deps.config, now),
    now,
    bus: deps.bus,
    settings: leaveSettingsOf(deps.config),
  };
};
