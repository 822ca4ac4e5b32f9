import { describe, expect, it } from 'vitest';
import type { AgreementLightStates, LightState } from './agreementLights';
import { isChargeable, paymentModeFor } from './chargeMode';
import { needApproval } from './needApproval';

const STATES: LightState[] = ['covered', 'warranty', 'none'];
const ALL_LIGHTS: AgreementLightStates[] = STATES.flatMap((software) =>
  STATES.map((hardware) => ({ software, hardware })),
);
/** Every category id the demo and the rules know, plus none at all. */
const CATEGORIES = [null, 1, 2, 12, 21, 23, 24, 25, 26, 27, 29, 30, 31];

describe('needApproval (R-063) over every category and agreement state', () => {
  for (const categoryId of CATEGORIES) {
    for (const lights of ALL_LIGHTS) {
      const expected =
        categoryId === 21 ||
        categoryId === 26 ||
        (categoryId === 30 && lights.software === 'none') ||
        (categoryId === 29 && lights.hardware === 'none');
      it(`category ${categoryId}, software ${lights.software}, hardware ${lights.hardware} → ${expected}`, () => {
        expect(needApproval({ categoryId, lights })).toBe(expected);
        // Status 10 (approved and created) never needs approval again; other statuses change nothing.
        expect(needApproval({ categoryId, lights, status: 10 })).toBe(false);
        expect(needApproval({ categoryId, lights, status: 1 })).toBe(expected);
      });
    }
  }

  it('counts a warranty as an agreement', () => {
    expect(needApproval({ categoryId: 30, lights: { software: 'warranty', hardware: 'none' } })).toBe(false);
    expect(needApproval({ categoryId: 29, lights: { software: 'none', hardware: 'warranty' } })).toBe(false);
  });
});

describe('payment mode (R-058, R-062)', () => {
  it('is chargeable for category 25 only', () => {
    for (const categoryId of CATEGORIES) {
      expect(paymentModeFor(categoryId)).toBe(categoryId === 25 ? 'chargeable' : 'freeOfCharge');
      expect(isChargeable(categoryId)).toBe(categoryId === 25);
    }
  });
});
