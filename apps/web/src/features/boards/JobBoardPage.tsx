import { BoardPage } from './BoardPage';

/** /job: the holder's job board. */
export function JobBoardPage() {
  return <BoardPage qc={false} />;
}
