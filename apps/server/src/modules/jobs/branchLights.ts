import { eq } from 'drizzle-orm';
import { agreementLights, type AgreementLightStates } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { agreements } from '../../db/schema';

/** A branch's software and hardware lights today (spec 002 §4): what need_approval reads. */
export async function branchLights(
  db: Executor,
  branchId: number,
  today: string,
): Promise<AgreementLightStates> {
  const rows = await db
    .select({
      agreement_type: agreements.type,
      status: agreements.status,
      valid_from: agreements.validFrom,
      valid_to: agreements.validTo,
    })
    .from(agreements)
    .where(eq(agreements.branchId, branchId));
  return agreementLights(rows, today);
}
