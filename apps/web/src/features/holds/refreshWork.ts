import type { QueryClient } from '@tanstack/react-query';
import { boardKeys } from '../boards/queries';
import { holdKeys } from './currentHold';

/**
 * A hold, restore or quick-job action changes the caller's boards, cards and quick-job cards (all
 * under the boards' key) and the hold the top bar shows: those refetch, and nothing else does.
 */
export const refreshWork = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: boardKeys.all }),
    queryClient.invalidateQueries({ queryKey: holdKeys.current }),
  ]);
