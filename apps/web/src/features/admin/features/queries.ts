import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../../components/notify';
import { fetchFeatures, fetchLoginFeatures, postFeatureChanges } from './api';

export const featureKeys = {
  all: ['features'] as const,
  list: ['features', 'list'] as const,
  login: ['features', 'login'] as const,
};

/** The switches of Features Management; the features.changed event refreshes them. */
export const useFeatureSwitches = () =>
  useQuery({ queryKey: featureKeys.list, queryFn: fetchFeatures, select: (data) => data.features });

export function useChangeFeatures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postFeatureChanges,
    onSuccess: (result) => {
      notifySuccess(result.message);
      queryClient.setQueryData(featureKeys.list, { features: result.features });
    },
  });
}

/**
 * The login page's offer (the working-from-home tick). No event stream reaches a page without a
 * session, so it asks again whenever the window comes back to the front.
 */
export const useLoginFeatures = () =>
  useQuery({
    queryKey: featureKeys.login,
    queryFn: fetchLoginFeatures,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
