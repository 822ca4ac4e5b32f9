import { CardsPage } from './CardsPage';

/** /jobs, menu 'Tasks': the user's job cards. */
export function JobCardsPage() {
  return <CardsPage qc={false} />;
}
