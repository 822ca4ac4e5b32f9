import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { emailAddress, password as passwordRule, RoleId } from '@jobline/shared';
import { hashPassword } from '../auth/password';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/bootstrap';
import { users } from '../db/schema';
import { audit } from '../modules/admin/auditLog';
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

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const [exists] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.data}`);
  if (exists) {
    console.error(`An employee with the e-mail ${email.data} already exists.`);
    process.exitCode = 1;
  } else {
    const passwordHash = await hashPassword(password);
    await database.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          code: args.code ?? `ADM${Date.now().toString().slice(-6)}`,
          firstName: args.first ?? 'System',
          lastName: args.last ?? 'Administrator',
          email: email.data,
          roleId: RoleId.SUPER_ADMIN,
          passwordHash,
        })
        .returning({ id: users.id });
      await audit(
        tx,
        { actorId: null, ip: null },
        { action: 'user.create_admin', entity: 'user', entityId: created!.id, after: { email: email.data } },
      );
    });
    console.log(`Super admin ${email.data} created.`);
    if (generated) console.log(`Initial password (shown once, change it under My Profile): ${password}`);
  }
} finally {
  await database.close();
}
