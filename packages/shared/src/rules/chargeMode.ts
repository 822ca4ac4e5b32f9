import { CategoryId } from '../enums';

export type PaymentMode = 'chargeable' | 'freeOfCharge';

/**
 * The payment mode a category allows: category 25 is chargeable and cannot be
 * free of charge; every other category is free of charge and cannot be charged. A job's estimate
 * (estimate_no, estimate_amount, confired_date, billed_amount, collector) exists only when chargeable.
 */
export function paymentModeFor(categoryId: number | null | undefined): PaymentMode {
  return categoryId === CategoryId.CHARGEABLE_25 ? 'chargeable' : 'freeOfCharge';
}

export const isChargeable = (categoryId: number | null | undefined) =>
  paymentModeFor(categoryId) === 'chargeable';

/** Pre-sales categories: the only ones a pre-sales tasking job may use. */
export const PRESALES_CATEGORIES: readonly number[] = [
  CategoryId.PRESALES_NO_SYSTEM_23,
  CategoryId.CHARGEABLE_25,
  CategoryId.ALWAYS_APPROVAL_26,
  CategoryId.PRESALES_27,
];
