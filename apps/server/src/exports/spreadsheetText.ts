/** What a spreadsheet reads as the start of a formula (or of an old DDE call) when a cell begins with it. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain figure or duration ("-2", "-0.50", "-1:30") or a lone dash: nothing a spreadsheet could run. */
const PLAIN_FIGURE = /^-(\d+([.:]\d+)?)?$/;

/**
 * Text a person typed, made safe to put in a spreadsheet cell (OWASP CSV injection): a leading
 * =, +, -, @, tab or carriage return gets a single quote before it, so Excel or LibreOffice shows
 * the text instead of running it as a formula, even after someone edits the cell or saves the
 * sheet as CSV. Every XLSX writer passes its text cells through this one rule; numbers stay numbers.
 */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_FIGURE.test(text) ? `'${text}` : text;
}
