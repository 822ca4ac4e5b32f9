import { describe, expect, it } from 'vitest';
import {
  agreementLights,
  currentAgreements,
  hasAgreementFor,
  isCurrentAgreement,
  lightFor,
  newestCurrentAgreement,
  type DatedAgreement,
} from './agreementLights';

const TODAY = '2026-03-15';
const current = { valid_from: '2026-01-01', valid_to: '2026-12-31' };
const expired = { valid_from: '2025-01-01', valid_to: '2026-03-14' };
const notYet = { valid_from: '2026-03-16', valid_to: '2027-03-15' };
const hardware = (status = 'Accepted', dates = current): DatedAgreement => ({
  agreement_type: 1,
  status,
  ...dates,
});
const software = (status = 'Accepted', dates = current): DatedAgreement => ({
  agreement_type: 2,
  status,
  ...dates,
});
const both = (status = 'Accepted', dates = current): DatedAgreement => ({
  agreement_type: 3,
  status,
  ...dates,
});

describe('agreementLights', () => {
  it('is red for both when there is no agreement', () => {
    expect(agreementLights([], TODAY)).toEqual({ software: 'none', hardware: 'none' });
  });

  it('is green for both with a current accepted Software/Hardware agreement', () => {
    expect(agreementLights([both()], TODAY)).toEqual({ software: 'covered', hardware: 'covered' });
  });

  it('covers only software with a software agreement, only hardware with a hardware one', () => {
    expect(agreementLights([software()], TODAY)).toEqual({ software: 'covered', hardware: 'none' });
    expect(agreementLights([hardware()], TODAY)).toEqual({ software: 'none', hardware: 'covered' });
  });

  it("is amber for what a 'Warrenty' agreement covers, and red for what it does not", () => {
    expect(agreementLights([both('Warrenty')], TODAY)).toEqual({
      software: 'warranty',
      hardware: 'warranty',
    });
    expect(agreementLights([hardware('Warrenty')], TODAY)).toEqual({
      software: 'none',
      hardware: 'warranty',
    });
  });

  it('counts any other status as covered (the rule looks at warranty only)', () => {
    for (const status of ['Accepted', 'Pending', 'Cancelled', 'Something new']) {
      expect(lightFor([software(status)], TODAY, 'software')).toBe('covered');
    }
  });

  it('ignores expired agreements and those not yet valid', () => {
    expect(agreementLights([both('Accepted', expired)], TODAY)).toEqual({
      software: 'none',
      hardware: 'none',
    });
    expect(agreementLights([both('Warrenty', notYet)], TODAY)).toEqual({
      software: 'none',
      hardware: 'none',
    });
  });

  it('counts both ends of the validity as valid', () => {
    const oneDay = { valid_from: TODAY, valid_to: TODAY };
    expect(agreementLights([both('Accepted', oneDay)], TODAY)).toEqual({
      software: 'covered',
      hardware: 'covered',
    });
    expect(agreementLights([both('Accepted', oneDay)], '2026-03-16').software).toBe('none');
    expect(agreementLights([both('Accepted', oneDay)], '2026-03-14').software).toBe('none');
  });

  it('combines several agreements at once', () => {
    const list = [
      both('Accepted', expired),
      software('Accepted'),
      hardware('Warrenty'),
      both('Accepted', notYet),
    ];
    expect(agreementLights(list, TODAY)).toEqual({ software: 'covered', hardware: 'warranty' });
    // A warranty covering the type wins over an accepted one covering it too.
    expect(agreementLights([both(), software('Warrenty')], TODAY)).toEqual({
      software: 'warranty',
      hardware: 'covered',
    });
    // The day after the software agreement ends, only the hardware warranty is left.
    const later = [software('Accepted', { valid_from: '2026-01-01', valid_to: TODAY }), hardware('Warrenty')];
    expect(agreementLights(later, '2026-03-16')).toEqual({ software: 'none', hardware: 'warranty' });
  });
});

describe('hasAgreementFor (need_approval)', () => {
  it('is true for green and amber, false for red', () => {
    expect(hasAgreementFor([software()], TODAY, 'software')).toBe(true);
    expect(hasAgreementFor([software('Warrenty')], TODAY, 'software')).toBe(true);
    expect(hasAgreementFor([software()], TODAY, 'hardware')).toBe(false);
    expect(hasAgreementFor([both('Accepted', expired)], TODAY, 'hardware')).toBe(false);
  });
});

describe('current agreements', () => {
  it('keeps those valid today', () => {
    const list = [both('Accepted', expired), software(), hardware('Accepted', notYet)];
    expect(currentAgreements(list, TODAY)).toEqual([software()]);
    expect(isCurrentAgreement(software(), TODAY)).toBe(true);
  });

  it('singles out the current one that started last, then the highest id', () => {
    const a = { id: 1, ...both('Accepted', { valid_from: '2026-01-01', valid_to: '2026-12-31' }) };
    const b = { id: 2, ...software('Accepted', { valid_from: '2026-02-01', valid_to: '2026-12-31' }) };
    const c = { id: 3, ...hardware('Accepted', { valid_from: '2026-02-01', valid_to: '2026-06-30' }) };
    const old = { id: 9, ...both('Accepted', expired) };
    expect(newestCurrentAgreement([a, b, old], TODAY)).toBe(b);
    expect(newestCurrentAgreement([c, a, b], TODAY)).toBe(c);
    expect(newestCurrentAgreement([old], TODAY)).toBeNull();
  });
});
