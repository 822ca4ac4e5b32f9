import { TaskSection } from '@jobline/shared';

/**
 * What a quick-job card offers in its task's section: Hold while ongoing, else Start (not while a
 * checker has the work in QC); Finished once the job was started (ongoing or on hold).
 */
export function quickCardActions(section: number) {
  const ongoing = section === TaskSection.ONGOING;
  return {
    ongoing,
    mayStart: !ongoing && section !== TaskSection.QC,
    mayFinish: ongoing || section === TaskSection.HOLD,
  };
}
