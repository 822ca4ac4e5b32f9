import { z } from 'zod';
import {
  agreementServicesResponse,
  dueVisitsResponse,
  idParam,
  Msg,
  Perm,
  serviceLoadRequest,
  serviceLoadResponse,
  serviceRecord,
  serviceSaveRequest,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { companyToday } from '../../companyToday';
import { notFound } from '../../errors';
import { access } from '../../policies/access';
import { actorOf } from '../admin/auditLog';
import { agreementServiceVisits, findServiceAgreement, findServiceVisit, loadServiceVisits } from './queries';
import { dueServiceVisits } from './dueVisits';
import { recordServiceVisit } from './serviceVisitRecorder';

const M = Msg.services;
const tags = ['services'];
const params = { params: z.object({ id: idParam }) };

/**
 * Service visits against agreements (spec 002 §2 Service Details Add and Service Details): every
 * call needs Service (19). Visits are company records: whoever holds 19 reads them all.
 */
export async function serviceRoutes(app: App, { database, bus, config }: AppDeps) {
  const { db } = database;
  const service = { access: access.any(Perm.SERVICE) };

  app.post(
    '/service',
    {
      config: service,
      schema: {
        summary: 'Record a service visit against an agreement',
        description:
          'The branch must be the customer’s and the agreement the branch’s, valid on the service date ' +
          '(not in the future); employees are active employees of the service division (R-138). A job ' +
          'card number already recorded for the agreement answers 400 on job_card_no.',
        tags,
        body: serviceSaveRequest,
        response: { 200: z.object({ message: z.string(), service: serviceRecord }) },
      },
    },
    async (request) => {
      const visit = await recordServiceVisit(db, bus, actorOf(request), request.body, companyToday(config));
      return { message: M.saved, service: visit };
    },
  );

  app.post(
    '/service/load',
    {
      config: service,
      schema: {
        summary:
          'Service records whose service date falls in the range, newest first, 15 a page unless asked',
        tags,
        body: serviceLoadRequest,
        response: { 200: serviceLoadResponse },
      },
    },
    async (request) => ({ services: await loadServiceVisits(db, request.body.range, request.body) }),
  );

  app.get(
    '/service/due',
    {
      config: service,
      schema: {
        summary: 'The next visit of every agreement in force that is overdue or due within 30 days',
        description:
          'An agreement includes visits_per_year visits a year of its term, due at equal intervals, the ' +
          'last on its last day; recorded visits count in order. Earliest due first.',
        tags,
        response: { 200: dueVisitsResponse },
      },
    },
    async () => {
      const today = companyToday(config);
      return { today, visits: await dueServiceVisits(db, today) };
    },
  );

  app.get(
    '/service/agreement/:id',
    {
      config: service,
      schema: {
        summary: 'Every service visit of one agreement, earliest first (the Service Details cards)',
        description:
          'The id is the agreement id. Service No 1 and 2 are the first two visits; a card without one ' +
          'shows N/A (R-137).',
        tags,
        ...params,
        response: { 200: agreementServicesResponse },
      },
    },
    async (request) => {
      const agreement = await findServiceAgreement(db, request.params.id);
      if (!agreement) throw notFound(M.unknownAgreement);
      return { agreement, services: await agreementServiceVisits(db, agreement.id) };
    },
  );

  app.get(
    '/service/:id',
    {
      config: service,
      schema: {
        summary: 'One service record with its employees (the per-row view)',
        tags,
        ...params,
        response: { 200: z.object({ service: serviceRecord }) },
      },
    },
    async (request) => {
      const visit = await findServiceVisit(db, request.params.id);
      if (!visit) throw notFound(M.notFound);
      return { service: visit };
    },
  );
}
