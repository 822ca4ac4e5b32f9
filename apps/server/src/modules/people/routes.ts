import { z } from 'zod';
import {
  activeEmployeeItem,
  departmentItem,
  employeeDetails,
  employeeListRequest,
  employeeListResponse,
  employeeRequest,
  idParam,
  Msg,
  Perm,
  positionItem,
  staleSaveBody,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { notFound } from '../../errors';
import { access } from '../../policies/access';
import { actorOf } from '../admin/auditLog';
import { createEmployee } from './employeeCreator';
import { findEmployee, presentEmployee } from './employeeRecord';
import { updateEmployee } from './employeeUpdater';
import { resetEmployeePassword } from './passwordResetter';
import {
  departmentExists,
  listActiveEmployees,
  listDepartments,
  listDivisionUsers,
  listEmployeesPage,
  listPositions,
} from './queries';

const tags = ['employees'];
const employees = access.any(Perm.EMPLOYEES);
const params = z.object({ id: idParam });
// A 2 MB picture as base64 is about 2.8 MB of JSON.
const FORM_BODY_LIMIT = 4 * 1024 * 1024;
const formDescription =
  'image: a PNG, JPEG or WebP picture (up to 2 MB) as a data URL or bare base64; on update, ' +
  'absent or empty keeps the picture and null removes it.';

/** Calls of the employees (employee/*, users/division/inactive) area. */
export async function peopleRoutes(app: App, { database, bus, config }: AppDeps) {
  const { db } = database;

  app.get(
    '/employee/getdepartment',
    {
      config: { access: employees },
      schema: {
        summary: 'Departments (divisions) for the employee form and filter',
        tags,
        response: { 200: z.object({ departments: z.array(departmentItem) }) },
      },
    },
    async () => ({ departments: await listDepartments(db) }),
  );

  app.get(
    '/employee/getposition/:id',
    {
      config: { access: employees },
      schema: {
        summary: "A department's positions",
        tags,
        params,
        response: { 200: z.object({ positions: z.array(positionItem) }) },
      },
    },
    async (request) => {
      if (!(await departmentExists(db, request.params.id))) throw notFound(Msg.employees.unknownDepartment);
      return { positions: await listPositions(db, request.params.id) };
    },
  );

  app.get(
    '/employee/list/active',
    {
      config: { access: access.user },
      schema: {
        summary: 'Active employees (pickers such as the covered-by employee of leave)',
        tags,
        response: { 200: z.object({ employees: z.array(activeEmployeeItem) }) },
      },
    },
    async () => ({ employees: await listActiveEmployees(db) }),
  );

  app.get(
    '/employee/getemployee/:id',
    {
      config: { access: employees },
      schema: {
        summary: 'One employee, for the edit form',
        tags,
        params,
        response: { 200: z.object({ employee: employeeDetails }) },
      },
    },
    async (request) => {
      const row = await findEmployee(db, request.params.id);
      if (!row) throw notFound(Msg.employees.unknownEmployee);
      return { employee: presentEmployee(row) };
    },
  );

  app.post(
    '/employee/division',
    {
      config: { access: employees },
      schema: {
        summary: 'One page of employees by department, status and first name',
        description:
          'division and status null or absent mean all (status 1 active, 0 inactive). search uses ' +
          'its first word only, matched against the start of the first name, ignoring case. ' +
          'page from 1, per_page up to 100 (default 15). Sorted by first name.',
        tags,
        body: employeeListRequest,
        response: { 200: employeeListResponse },
      },
    },
    async (request) => listEmployeesPage(db, request.body),
  );

  const saved = z.object({ message: z.string(), employee: employeeDetails });

  app.post(
    '/employee/add',
    {
      bodyLimit: FORM_BODY_LIMIT,
      config: { access: employees },
      schema: {
        summary: 'Add an employee; the answer carries their initial password, once',
        description: formDescription,
        tags,
        body: employeeRequest,
        response: { 200: saved.extend({ initial_password: z.string() }) },
      },
    },
    async (request) => {
      const { employee, initialPassword } = await createEmployee(
        db,
        currentUser(request),
        actorOf(request),
        request.body,
      );
      return { message: Msg.employees.added, employee, initial_password: initialPassword };
    },
  );

  app.post(
    '/employee/update/:id',
    {
      bodyLimit: FORM_BODY_LIMIT,
      config: { access: employees },
      schema: {
        summary: 'Update an employee (every field of the form)',
        description:
          formDescription +
          ' Sends back the version GET employee/getemployee/{id} answered: a save from an older version is ' +
          'refused with 409 status 21 (who changed the employee, when, the fields that differ).',
        tags,
        params,
        body: employeeRequest,
        response: { 200: saved, 409: staleSaveBody },
      },
    },
    async (request) => {
      const employee = await updateEmployee(
        db,
        bus,
        currentUser(request),
        actorOf(request),
        request.params.id,
        request.body,
        config.COMPANY_TIME_ZONE,
      );
      return { message: Msg.employees.updated, employee };
    },
  );

  app.post(
    '/employee/reset-password/:id',
    {
      config: { access: employees },
      schema: {
        summary: "Give an employee a new one-time password; ends that employee's sessions",
        tags,
        params,
        response: { 200: z.object({ message: z.string(), password: z.string() }) },
      },
    },
    async (request) => {
      const password = await resetEmployeePassword(
        db,
        bus,
        currentUser(request),
        actorOf(request),
        request.params.id,
      );
      return { message: Msg.employees.passwordReset, password };
    },
  );

  app.get(
    '/users/division/inactive/:id',
    {
      config: { access: access.any(Perm.WORKSHEET_INACTIVE_USERS, Perm.EMPLOYEES) },
      schema: {
        summary: "A division's employees, inactive ones included ('Load inactive users')",
        tags: ['lookups'],
        params,
        response: {
          200: z.object({
            users: z.array(
              z.object({
                id: z.number(),
                name: z.string(),
                code: z.string(),
                division_id: z.number().nullable(),
                role_id: z.number().nullable(),
                image_url: z.string(),
                status: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({ users: await listDivisionUsers(db, request.params.id) }),
  );
}
