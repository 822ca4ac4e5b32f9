import { z } from 'zod';
import {
  agreementLights,
  agreementLightsView,
  agreementView,
  branchAgreementHistory,
  branchView,
  currentAgreements,
  currentAgreementView,
  customerDetail,
  customerSaveRequest,
  customerSummary,
  idParam,
  isSearch,
  lookupSearchQuery,
  Msg,
  newestCurrentAgreement,
  Perm,
  staleSaveBody,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { notFound } from '../../errors';
import { access } from '../../policies/access';
import { actorOf } from '../admin/auditLog';
import { saveCustomer } from './customerSaver';
import { presentAgreement } from './presenters';
import {
  agreementRowsOf,
  branchesWithAgreements,
  branchExists,
  customerExists,
  findAgreement,
  findCustomerDetail,
  listCustomers,
  searchCustomers,
} from './queries';
import { SEARCH_DESCRIPTION } from '../../db/pickerSearch';
import { companyToday } from '../../companyToday';

const tags = ['customers'];
const params = { params: z.object({ id: idParam }) };
const M = Msg.customers;

/**
 * Customers, branches and agreements. Reading who the customers are, their branches and their
 * agreements is open to every logged-in user (job forms, task panels and service screens pick
 * from them); the full registration record and saving it need Customer Registration (31).
 */
export async function customerRoutes(app: App, { database, config, bus }: AppDeps) {
  const { db } = database;
  const today = () => companyToday(config);
  const anyUser = { access: access.user };
  const registration = { access: access.any(Perm.CUSTOMERS) };

  const mustExist = async (exists: Promise<boolean>, message: string) => {
    if (!(await exists)) throw notFound(message);
  };

  app.get(
    '/customers',
    {
      config: anyUser,
      schema: {
        summary: 'Customers for pickers: searched by code or name, or the whole list by name',
        description: SEARCH_DESCRIPTION,
        tags,
        querystring: lookupSearchQuery,
        response: {
          200: z.object({
            customers: z.array(customerSummary),
            more: z.optional(z.boolean()).describe('With a search: more customers match than were answered'),
          }),
        },
      },
    },
    async (request) =>
      isSearch(request.query) ? searchCustomers(db, request.query) : { customers: await listCustomers(db) },
  );

  app.get(
    '/customers/:id',
    {
      config: registration,
      schema: {
        summary: 'A customer with its branches, their agreements and lights (Customer Registration)',
        tags,
        ...params,
        response: { 200: z.object({ customer: customerDetail, today: z.string() }) },
      },
    },
    async (request) => {
      const day = today();
      const customer = await findCustomerDetail(db, request.params.id, day);
      if (!customer) throw notFound(M.unknownCustomer);
      return { customer, today: day };
    },
  );

  app.get(
    '/customers/branch/:id',
    {
      config: anyUser,
      schema: {
        summary: "A customer's branches and agreements, and the agreements valid today (job forms)",
        description: 'The id is the customer id. current_agreement drives the agreement lights (R-132).',
        tags,
        ...params,
        response: {
          200: z.object({
            data: z.object({ branches: z.array(branchView), agreements: z.array(agreementView) }),
            current_agreement: z.array(currentAgreementView),
            today: z.string(),
          }),
        },
      },
    },
    async (request) => {
      await mustExist(customerExists(db, request.params.id), M.unknownCustomer);
      const day = today();
      const list = await branchesWithAgreements(db, request.params.id, day);
      const all = list.flatMap((b) => b.agreements);
      return {
        data: { branches: list.map(({ agreements: _, ...branch }) => branch), agreements: all },
        current_agreement: currentAgreements(all, day).map((a) => ({
          id: a.id,
          branch_id: a.branch_id,
          agreement_number: a.agreement_number,
          agreement_type: a.agreement_type_name,
          status: a.status,
        })),
        today: day,
      };
    },
  );

  app.get(
    '/customers/agreement/:id',
    {
      config: anyUser,
      schema: {
        summary: "Every agreement of a customer's branches, newest first",
        description: 'The id is the customer id.',
        tags,
        ...params,
        response: { 200: z.object({ agreements: z.array(agreementView) }) },
      },
    },
    async (request) => {
      await mustExist(customerExists(db, request.params.id), M.unknownCustomer);
      const list = await branchesWithAgreements(db, request.params.id, today());
      const all = list.flatMap((b) => b.agreements);
      all.sort((a, b) => b.valid_from.localeCompare(a.valid_from) || b.id - a.id);
      return { agreements: all };
    },
  );

  app.get(
    '/agreement/:id',
    {
      config: anyUser,
      schema: {
        summary: 'One agreement',
        tags,
        ...params,
        response: { 200: z.object({ agreement: agreementView }) },
      },
    },
    async (request) => {
      const agreement = await findAgreement(db, request.params.id);
      if (!agreement) throw notFound(Msg.common.notFound);
      return { agreement };
    },
  );

  app.get(
    '/agreement/valid/:id',
    {
      config: anyUser,
      schema: {
        summary: "A branch's agreements valid today and its software/hardware lights",
        description: 'The id is the branch id.',
        tags,
        ...params,
        response: {
          200: z.object({
            agreements: z.array(agreementView),
            lights: agreementLightsView,
            today: z.string(),
          }),
        },
      },
    },
    async (request) => {
      await mustExist(branchExists(db, request.params.id), M.unknownBranch);
      const day = today();
      const all = (await agreementRowsOf(db, [request.params.id])).map(presentAgreement);
      return { agreements: currentAgreements(all, day), lights: agreementLights(all, day), today: day };
    },
  );

  app.get(
    '/agreement/all/:id',
    {
      config: anyUser,
      schema: {
        summary: 'Every agreement of a branch, newest first, for the Agreement Details modal',
        description: 'The id is the branch id. current_agreement_id is the current one that started last.',
        tags,
        ...params,
        response: { 200: branchAgreementHistory },
      },
    },
    async (request) => {
      await mustExist(branchExists(db, request.params.id), M.unknownBranch);
      const day = today();
      const all = (await agreementRowsOf(db, [request.params.id])).map(presentAgreement);
      return {
        agreements: all,
        current_agreement_id: newestCurrentAgreement(all, day)?.id ?? null,
        current_agreement_ids: currentAgreements(all, day).map((a) => a.id),
        today: day,
      };
    },
  );

  app.post(
    '/customers',
    {
      config: registration,
      schema: {
        summary:
          'Save a customer with its branches and their agreements (add mode without id, edit mode with it)',
        description:
          'Branches and agreements are matched by id: new ones are added, changed ones updated; a saved one ' +
          'is removed only when its id is in removed_branches or removed_agreements, and one the request ' +
          'does not list stays. Edit mode sends the version GET customers/{id} answered: a save from an ' +
          'older version is refused with 409 status 21 (who changed it, when, the fields that differ, the ' +
          'version to save over it with); without one, 400 on version. Field errors name the nested ' +
          'field, e.g. branches.1.agreements.0.valid_to.',
        tags,
        body: customerSaveRequest,
        response: { 200: z.object({ message: z.string(), customer: customerDetail }), 409: staleSaveBody },
      },
    },
    async (request) => {
      const customer = await saveCustomer(
        db,
        { actor: actorOf(request), today: today(), timeZone: config.COMPANY_TIME_ZONE, bus },
        request.body,
      );
      return { message: M.saved, customer };
    },
  );
}
