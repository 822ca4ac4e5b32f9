import { useSearchParams } from 'react-router';
import { useAuth } from '../auth/AuthProvider';

/** The employee of a summary page: the address's id, else the logged-in user. */
export function useEmployeeId(): number {
  const { user } = useAuth();
  const [query] = useSearchParams();
  const asked = Number(query.get('id'));
  return Number.isInteger(asked) && asked > 0 ? asked : user!.id;
}
