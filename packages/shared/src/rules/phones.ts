/**
 * One rule for phone numbers, used by the registration forms and the spreadsheet import alike.
 * People write a Sri Lankan number many ways: +94 77 123 4567, 0094 77 123 4567, 077 123 4567,
 * (077) 123-4567, 0771234567. All of them are stored in one form, the ten digits dialled inside the
 * country (0771234567), so a search or a comparison finds the same number however it was typed.
 */

/** Spaces, dots, hyphens and brackets people put between the digits. */
const SEPARATORS = /[\s().-]/g;

/** The number in its ten-digit national form (0771234567), or null when it is no Sri Lankan number. */
export function sriLankanNumber(text: string): string | null {
  const compact = text.trim().replace(SEPARATORS, '');
  const international = /^(?:\+94|0094|94)(\d{9})$/.exec(compact);
  if (international) return `0${international[1]}`;
  return /^0\d{9}$/.test(compact) ? compact : null;
}

/** A typed number as it is stored: a Sri Lankan one in its national form, anything else as typed. */
export const storedPhone = (text: string): string => sriLankanNumber(text) ?? text.trim();
