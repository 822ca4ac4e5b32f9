import { COMMON_PASSWORDS_TEXT } from '../commonPasswords';

/** The shortest password that may be set (existing shorter ones still log in). */
export const PASSWORD_MIN = 10;

let common: Set<string> | undefined;

/** True for a password on the bundled list of the most common ones, upper or lower case alike. */
export function isCommonPassword(password: string): boolean {
  // Built at the first check, not at import: most pages never set a password.
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean));
  return common.has(password.toLowerCase());
}
