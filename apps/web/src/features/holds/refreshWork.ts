import type { QueryClient } from '@tanstack/react-query';
import { boardKeys } from '../boards/queries';

/**
 * A hold, restore or quick-job action changes the caller's boards, cards and quick-job cards (all
 * under the boards' key) at once: those refetch, and nothing else does.
 */
export const refreshWork = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: boardKeys.all });
