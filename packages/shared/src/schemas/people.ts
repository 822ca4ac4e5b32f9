// Request and response schemas of the people area, shared by the server routes and the web forms.
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { emailAddress, id, mobileNumber, requiredText } from './common';
import { editVersion } from './versions';

/** Page sizes of the employee list (spec 001 §9); 15 unless asked. */
export const EMPLOYEE_PAGE_SIZE = 15;

/** The largest picture (bytes) and its base64 data URL length with room for the prefix. */
export const EMPLOYEE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const EMPLOYEE_IMAGE_MAX_CHARS = Math.ceil(EMPLOYEE_IMAGE_MAX_BYTES / 3) * 4 + 100;

const employeeStatus = z.literal([0, 1], { error: Msg.employees.statusRequired });
const userType = z.literal([0, 4], { error: Msg.employees.userTypeRequired });

/**
 * POST employee/add and employee/update/{id} (spec 001 §5 Employee form). `image` is a PNG, JPEG
 * or WebP picture as a data URL or bare base64; absent or empty keeps the picture, null removes it.
 * An update sends the `version` GET employee/getemployee/{id} answered (required there).
 */
export const employeeRequest = z.object({
  code: requiredText(30),
  fname: requiredText(60),
  lname: requiredText(60),
  email: emailAddress,
  mobile: mobileNumber,
  selected_department: id(Msg.employees.departmentRequired),
  pos_id: id(Msg.employees.positionRequired),
  role_id: id(Msg.employees.roleRequired),
  user_type: userType,
  status: employeeStatus,
  image: z.optional(
    z.nullable(
      z.string().check(z.maxLength(EMPLOYEE_IMAGE_MAX_CHARS, { error: Msg.employees.imageTooLarge })),
    ),
  ),
  version: z.optional(editVersion),
  /** The user saw another person's change and saves over it. */
  overwrite: z.optional(z.boolean({ error: Msg.common.yesOrNo })),
});
export type EmployeeRequest = z.infer<typeof employeeRequest>;
/** What the form holds before it is valid: selects start empty. */
export type EmployeeFormValues = Omit<EmployeeRequest, 'selected_department' | 'pos_id' | 'role_id'> & {
  selected_department: number | null;
  pos_id: number | null;
  role_id: number | null;
};

/**
 * POST employee/division: one page of employees. division and status null (or absent) mean all;
 * search matches the first word against the start of the first name.
 */
export const employeeListRequest = z.object({
  division: z.optional(z.nullable(id(Msg.employees.unknownDepartment))),
  status: z.optional(z.nullable(employeeStatus)),
  search: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  page: z.optional(z.int('Must be a page number').check(z.gte(1), z.lte(1_000_000))),
  per_page: z.optional(z.int('Must be a page size').check(z.gte(1), z.lte(100))),
});
export type EmployeeListRequest = z.infer<typeof employeeListRequest>;

/** The first word of a search text, or null when there is none. */
export const firstSearchWord = (search: string | null | undefined): string | null =>
  search?.trim().split(/\s+/)[0] || null;

/** One employee with the spec's wire names (GET employee/getemployee/{id}). */
export const employeeDetails = z.object({
  id: z.number(),
  Code: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  /** The position's name. */
  Position: z.nullable(z.string()),
  pos_id: z.nullable(z.number()),
  Mobile: z.nullable(z.string()),
  Email: z.string(),
  /** The picture's id, or null for the default picture. */
  image: z.nullable(z.string()),
  image_url: z.string(),
  Dep_id: z.nullable(z.number()),
  status: z.number(),
  role_id: z.nullable(z.number()),
  user_type: z.number(),
  /** The edit version: employee/update/{id} sends it back. */
  version: z.number(),
});
export type EmployeeDetails = z.infer<typeof employeeDetails>;

/** A row of the employee list: the details plus the names the table shows. */
export const employeeListItem = z.extend(employeeDetails, {
  designation: z.nullable(z.string()),
  role_name: z.nullable(z.string()),
  department: z.nullable(z.string()),
});
export type EmployeeListItem = z.infer<typeof employeeListItem>;

export const employeeListResponse = z.object({
  employees: z.array(employeeListItem),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type EmployeeListResponse = z.infer<typeof employeeListResponse>;

export const departmentItem = z.object({ id: z.number(), name: z.string(), full_name: z.string() });
export const positionItem = z.object({ id: z.number(), position: z.string() });
export const activeEmployeeItem = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  division_id: z.nullable(z.number()),
  image_url: z.string(),
});
