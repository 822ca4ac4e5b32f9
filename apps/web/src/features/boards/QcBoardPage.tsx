import { BoardPage } from './BoardPage';

/** /qc: the checker's QC board. */
export function QcBoardPage() {
  return <BoardPage qc />;
}
