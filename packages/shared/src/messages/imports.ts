/** User-facing texts of the imports area (part of Msg). */
export const importMessages = {
  fileRequired: 'Please choose a file to import',
  fileType: 'Please choose an Excel workbook (.xlsx) or a CSV file (.csv)',
  oldExcel: 'Old Excel workbooks (.xls) cannot be read. Please save the file as .xlsx and try again.',
  openDocument:
    'OpenDocument spreadsheets (.ods) cannot be read. Please save the file as an Excel workbook (.xlsx) in your spreadsheet program and try again.',
  fileUnreadable: 'The file could not be read. Please save it again as .xlsx or .csv and try again.',
  fileTooLarge: 'The file must be 5 MB or smaller',
  unpacksTooLarge: 'The workbook holds more than 150 MB once unpacked. Please split it into smaller files.',
  tooManyRows: 'The file has more than 20,000 rows. Please split it into smaller files.',
  emptyFile: 'The file holds no rows to import',
  noSheets: 'The workbook has no sheet named Customers, Branches, Agreements or Systems',
  unknownSheet: 'Sheets must be named Customers, Branches, Agreements or Systems. Unknown sheet',
  repeatedSheet: 'The workbook has two sheets for the same records',
  unknownColumn: 'Unknown column',
  repeatedColumn: 'This column appears twice',
  missingColumn: 'A required column is missing',
  unnamedColumn: 'A column with values has no name in the header row',
  kindRequired: 'The header row does not tell what the file holds. Please choose it.',
  kindUnknown: 'Please choose Customers, Branches, Agreements or Systems',
  duplicateRow: 'Already in this sheet on row',
  customerNotFound: 'No customer has this code, neither registered nor in the Customers sheet',
  branchNotFound: 'This customer has no branch with this code, neither registered nor in the Branches sheet',
  invalidWarranty: 'Please enter yes or no',
  systemNameRequired: 'Please enter a system name',
  hasErrors: 'The file has errors. Correct them and upload it again; nothing was imported.',
  changedMeanwhile:
    'Some of these records were changed by someone else during the import, so nothing was imported. Please try again.',
  committed: 'Import finished',
  blockedByErrors:
    'The file cannot be imported until every error below is corrected. Correct the rows in your spreadsheet and upload it again.',
  chooseAgain: 'The file could not be read. If it changed after you chose it, please choose it again.',
  templateFailed: 'The template could not be downloaded. Please try again.',
  changedSincePreview:
    'The stored records changed since the preview, and the file no longer imports cleanly. Nothing was imported.',
  nothingToImport: 'Everything in this file is registered already; there is nothing to import.',
  // Warnings: the file imports, but a person should look first.
  ignoredSheet: 'This sheet is not one the import reads; it was skipped',
  ignoredColumn: 'This column is not one the import reads; it was skipped',
  unnamedColumnSkipped: 'This column has values but no name in the header row; it was skipped',
  hiddenRow: 'This row is hidden in the spreadsheet; it was skipped',
  mergedCell:
    'This cell is part of merged cells: only the first cell of the merged range is read, so this one was left blank',
  errorValue: 'The spreadsheet shows an error here instead of a value',
  changes: 'Changes the registered value',
  mostlyQuestionMarks:
    'This text is mostly question marks: the program that saved the file may have replaced its letters. Check the file before importing.',
  numberCell:
    'Typed as a number in the spreadsheet, so any leading zeros are lost. Format the column as Text and type it again if it had them.',
  scientificNumber:
    'The spreadsheet turned this into scientific notation (such as 1E+5), so its digits are lost. Format the column as Text and type it again.',
  cannotClear: 'This field is required; a - cannot clear it',
  instructionsSheet: 'Read me',
  fileStepIntro:
    'An Excel workbook (.xlsx) with the sheets Customers, Branches, Agreements and Systems (any of them), or a CSV file holding one of them. Records are matched by their codes, so importing the same file again changes nothing; blank cells keep what is stored and a single hyphen (-) clears an optional value. Up to 5 MB and 20,000 rows.',
  checkWarnings:
    'These do not stop the import, but check them first: each change to a registered record, and whatever the file may have damaged or skipped.',
} as const;

/** Said of a code that is new but equals a registered one apart from leading zeros. */
export const importLeadingZeros = (stored: string) =>
  `Registered as ${stored}, which differs only in leading zeros: a new record would be created. Check that the file did not lose its zeros.`;

/** Said of a phone typed as a number that lost its leading 0. */
export const importPhoneLostZero = (read: string) =>
  `Typed as a number, this phone lost its leading 0; it is read as ${read}. Format the column as Text to keep it.`;

/** Said of a date written with the day and month in an order that could be read either way. */
export const importDateRead = (written: string, read: string, dayFirst: boolean) =>
  `Read ${written} as ${read} (${dayFirst ? 'day first' : 'month first'}, the company's date order)`;

/** The template's Read me sheet, one line a row. */
export const IMPORT_INSTRUCTIONS = [
  'How to fill in this workbook',
  'Each sheet (Customers, Branches, Agreements, Systems) holds one kind of record; keep the header row as it is. Other sheets and columns are skipped.',
  'Rows are matched to registered records by their codes: customers by customer_code, branches by customer_code and branch_code, agreements by agreement_number, systems by system_name.',
  'A blank cell keeps the registered value. To clear an optional value, type a single hyphen: -. Required values (codes, names, types, status, valid from and to) cannot be cleared.',
  'Keep codes, mobile and phone numbers as Text so their leading zeros stay. Phones may be written 077 123 4567, +94 77 123 4567 or 0771234567; they are stored as 0771234567.',
  "Dates: real dates, 2026-01-31, 2026/01/31, 31 January 2026 or 31-Jan-26. A date such as 01/02/2026 is read in the company's date order (day first unless set otherwise).",
  'Hidden rows are skipped; do not merge cells. Upload the file to see a preview of every change before anything is imported.',
] as const;

const records = (n: number) => (n === 1 ? 'record' : 'records');

/** The question asked before an import is committed. */
export const importConfirmation = (created: number, updated: number) =>
  `Import ${created} new and ${updated} changed ${records(created + updated)}?`;

/** Said under a preview without errors. */
export const importReady = (created: number, updated: number) =>
  `No errors: the file is ready to import ${created} new and ${updated} changed ${records(created + updated)}.`;
