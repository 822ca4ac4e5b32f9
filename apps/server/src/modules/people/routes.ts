import type { App, AppDeps } from '../../app';

/** Calls of the employees (employee/*, users/division/inactive) area. */
export async function peopleRoutes(_app: App, _deps: AppDeps) {}
