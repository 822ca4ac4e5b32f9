/** User-facing texts of the ERP data synchronization (part of Msg). */
export const syncMessages = {
  /** Spec 'Sync Successfull', spelled right (O-46). */
  synced: 'Sync successful',
  /** A preview that found nothing to do. */
  nothingToDo: 'Jobline and the ERP agree: there is nothing to sync',
  previewReady: (parts: string) => `Preview: ${parts}. Nothing has changed yet.`,
  runRequired: 'Please give the preview to apply',
  runNotFound: 'This preview does not exist',
  notAPreview: 'Only a preview can be applied',
  otherEntity: 'This preview is of other records',
  previewFailed: 'This preview did not finish: preview again',
  alreadyApplied: 'This preview has been applied already: preview again',
  changedSincePreview:
    'The ERP or the records here changed since the preview: nothing was applied. Preview again and check it.',
  takeErpList: 'Please give the ERP ids of the conflicts whose ERP values to take',
  takeErpNotConflict: 'Only a conflict of this preview can take the ERP’s values',
  takeErpSuperAdmin: 'Only the super admin may replace records here with the ERP’s values',
  entityInvalid: 'Please choose customers, agreements, systems or jobs',
  beforeInvalid: 'Please give a run id to list the runs before',
  /** A run that stopped on an error answers this, then the reason. */
  failed: (reason: string) => `The sync failed: ${reason}`,
  applyFailed: 'A record could not be written, so nothing was applied',
  /** A run whose server stopped before it ended (its writes, if any, were rolled back). */
  interrupted: 'The server stopped during this run: nothing of it was applied',
  /** A run ended as interrupted while it still ran (its server could not be seen for a moment). */
  endedMeanwhile:
    'This run was ended while it ran, as its server could not be seen: nothing of it was applied. Preview again.',

  // Why the ERP could not be read (the run's error).
  erpStatus: (status: number, url: string) => `the ERP answered ${status} to ${url}`,
  erpTimeout: (seconds: number, url: string) => `the ERP did not answer ${url} within ${seconds} s`,
  erpUnreachable: (url: string, reason: string) => `the ERP at ${url} could not be reached (${reason})`,
  erpNotJson: (url: string) => `the ERP’s answer to ${url} is not JSON`,
  erpBadShape: (url: string) =>
    `the ERP’s answer to ${url} is neither a list of records nor {data: [...], next_page}`,
  erpTooManyPages: (url: string, pages: number) => `the ERP sent more than ${pages} pages from ${url}`,
  erpRecordNotObject: (index: number) => `record ${index + 1} of the ERP’s answer is not an object`,
  exportMissing: (entity: string, dir: string) =>
    `there is no export of ${entity} in ${dir} (${entity}.json or ${entity}.xlsx)`,
  exportUnreadable: (file: string, reason: string) => `the export ${file} could not be read (${reason})`,
  exportNotList: (file: string) => `the export ${file} does not hold a list of records`,

  // Why a record of the ERP is skipped.
  incomplete: (field: string, message: string) => `The ERP record is incomplete: ${field}: ${message}`,
  repeatedInErp: 'The ERP lists this record more than once',
  unknownCustomer: (code: string) => `The customer ${code} is not in Jobline yet: sync customers first`,
  unknownBranch: (customer: string, branch: string) =>
    `The branch ${branch} of ${customer} is not in Jobline yet: sync customers first`,
  unknownSystem: (name: string) => `The system ${name} is not in Jobline yet: sync systems first`,
  unknownCategory: (name: string) => `There is no job category named ${name}`,
  keyTaken: (key: string) => `Another record here already has ${key}`,
  linkedElsewhere: 'The record here is linked to another record of the ERP',
} as const;
