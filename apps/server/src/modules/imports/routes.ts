import type { App, AppDeps } from '../../app';

/** Calls of the spreadsheet import of customers, branches, agreements and systems area. */
export async function importRoutes(_app: App, _deps: AppDeps) {}
