/** User-facing texts of the imports area (part of Msg). */
export const importMessages = {
  fileRequired: 'Please choose a file to import',
  fileType: 'Please choose an Excel workbook (.xlsx) or a CSV file (.csv)',
  oldExcel: 'Old Excel workbooks (.xls) cannot be read. Please save the file as .xlsx and try again.',
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
} as const;

const records = (n: number) => (n === 1 ? 'record' : 'records');

/** The question asked before an import is committed. */
export const importConfirmation = (created: number, updated: number) =>
  `Import ${created} new and ${updated} changed ${records(created + updated)}?`;

/** Said under a preview without errors. */
export const importReady = (created: number, updated: number) =>
  `No errors: the file is ready to import ${created} new and ${updated} changed ${records(created + updated)}.`;
