import { randomBytes } from 'node:crypto';
import { emailAddress, password as passwordRule } from '@jobline/shared';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/bootstrap';
import { createSuperAdmin, EmployeeExistsError } from '../modules/people/superAdminCreator';
import { readArgs } from './args';

/**
 * Creates the first super admin of a real installation:
 *   npm run create-admin -- --email you@company.com [--first Ada --last Admin --code ADM001 --password …]
 * Without --password a strong one is generated and printed once.
 */
const args = readArgs();
const email = emailAddress.safeParse(args.email ?? '');
if (!email.success) {
  console.error(
    'Usage: npm run create-admin -- --email you@company.com [--first Name --last Name --password …]',
  );
  process.exit(2);
}
const generated = !args.password;
const password = args.password ?? randomBytes(12).toString('base64url');
const checked = passwordRule.safeParse(password);
if (!checked.success) {
  console.error(checked.error.issues[0]!.message);
  process.exit(2);
}

const database = await openConfiguredDatabase(loadConfig());
try {
  await createSuperAdmin(database.db, {
    email: email.data,
    password,
    firstName: args.first,
    lastName: args.last,
    code: args.code,
  });
  console.log(`Super admin ${email.data} created.`);
  if (generated) console.log(`Initial password (shown once; change it under My Profile): ${password}`);
} catch (err) {
  if (!(err instanceof EmployeeExistsError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
