import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { settings } from '../db/schema';

/** The company's name for report footers: the stored setting, else the configured default. */
export async function companyName(db: Executor, config: Pick<Config, 'COMPANY_NAME'>): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'company_name'));
  return typeof row?.value === 'string' && row.value.trim() ? row.value.trim() : config.COMPANY_NAME;
}
