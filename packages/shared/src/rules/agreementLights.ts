import { AgreementStatus, AgreementType } from '../enums';

/** One light: green 'covered', amber 'warranty', red 'none' (spec 002 §4, R-126). */
export type LightState = 'covered' | 'warranty' | 'none';
export type Coverage = 'software' | 'hardware';
export type AgreementLightStates = Record<Coverage, LightState>;

/** What the rule reads of an agreement: its type (1, 2, 3), status and validity days (YYYY-MM-DD). */
export interface DatedAgreement {
  agreement_type: number;
  status: string;
  valid_from: string;
  valid_to: string;
}

export const LIGHT_STATES: readonly LightState[] = ['covered', 'warranty', 'none'];

/** Words that say what a light means, so colour is never the only signal. */
export const LIGHT_LABELS: Record<LightState, string> = {
  covered: 'covered',
  warranty: 'under warranty',
  none: 'not covered',
};

/** Does an agreement of this type (R-133: 1 hardware, 2 software, 3 both) cover the area? */
export function coversType(agreementType: number, coverage: Coverage): boolean {
  if (agreementType === AgreementType.BOTH) return true;
  return coverage === 'software'
    ? agreementType === AgreementType.SOFTWARE
    : agreementType === AgreementType.HARDWARE;
}

/** Valid on this day, both ends included; YYYY-MM-DD strings compare like the days they name. */
export function isCurrentAgreement(agreement: DatedAgreement, today: string): boolean {
  return agreement.valid_from <= today && today <= agreement.valid_to;
}

export function currentAgreements<T extends DatedAgreement>(agreements: readonly T[], today: string): T[] {
  return agreements.filter((a) => isCurrentAgreement(a, today));
}

/**
 * The light of one area: amber when a current agreement covering it is under warranty
 * ('Warrenty' on the wire, O-47), green when a current agreement covers it, red otherwise.
 */
export function lightFor(
  agreements: readonly DatedAgreement[],
  today: string,
  coverage: Coverage,
): LightState {
  const covering = currentAgreements(agreements, today).filter((a) => coversType(a.agreement_type, coverage));
  if (covering.some((a) => a.status === AgreementStatus.WARRANTY)) return 'warranty';
  return covering.length > 0 ? 'covered' : 'none';
}

/** Both lights of a branch from all its agreements, on the company's day `today`. */
export function agreementLights(agreements: readonly DatedAgreement[], today: string): AgreementLightStates {
  return {
    software: lightFor(agreements, today, 'software'),
    hardware: lightFor(agreements, today, 'hardware'),
  };
}

/** "Has a software/hardware agreement" as need_approval reads it: any light but red. */
export function hasAgreementFor(
  agreements: readonly DatedAgreement[],
  today: string,
  coverage: Coverage,
): boolean {
  return lightFor(agreements, today, coverage) !== 'none';
}

/** The current agreement to single out: the one that started last (then the highest id). */
export function newestCurrentAgreement<T extends DatedAgreement & { id: number }>(
  agreements: readonly T[],
  today: string,
): T | null {
  let newest: T | null = null;
  for (const a of currentAgreements(agreements, today)) {
    if (
      !newest ||
      a.valid_from > newest.valid_from ||
      (a.valid_from === newest.valid_from && a.id > newest.id)
    ) {
      newest = a;
    }
  }
  return newest;
}
