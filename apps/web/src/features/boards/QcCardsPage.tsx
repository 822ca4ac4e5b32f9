import { CardsPage } from './CardsPage';

/** /qcs, menu 'QC Tasks': the jobs whose work the user checks. */
export function QcCardsPage() {
  return <CardsPage qc />;
}
