import { useQueryClient } from '@tanstack/react-query';
import {
  FEATURE_DEFAULTS,
  isFeatureKey,
  Perm,
  RealtimeEventType,
  type FeatureKey,
  type FeatureStates,
  type LoggedUser,
} from '@jobline/shared';
import { queryKeys } from '../../../api/queryClient';
import { useRealtimeEvent } from '../../../api/realtime';
import { useAuth } from '../../auth/AuthProvider';
import { featureKeys } from './queries';

/** Whether the super admin has this feature on (from the logged user; before that, its default). */
export function useFeatureOn(key: FeatureKey): boolean {
  const { user } = useAuth();
  return user?.features[key] ?? FEATURE_DEFAULTS[key];
}

const isStates = (value: unknown): value is FeatureStates =>
  typeof value === 'object' &&
  value !== null &&
  Object.entries(value).every(([key, on]) => isFeatureKey(key) && typeof on === 'boolean');

/**
 * Follows the switches live: the features.changed event carries every switch's state, which goes
 * straight into the logged user (menus and screens change in every open tab, without a reload and
 * without every browser asking the server at once), and the Features panel reads its list again.
 */
export function useFeaturesLive() {
  const queryClient = useQueryClient();
  useRealtimeEvent(RealtimeEventType.FEATURES_CHANGED, (data) => {
    const states = data.features;
    const me = queryClient.getQueryData<LoggedUser>(queryKeys.me);
    // Whether a super admin must set up two-factor sign-in first follows from a switch and their own
    // state: the server says it, for the few super admins, on any change of the switches.
    const askAgain = !isStates(states) || me?.permissions.includes(Perm.SUPER_ADMIN);
    if (askAgain) void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    else
      queryClient.setQueryData<LoggedUser>(queryKeys.me, (me) =>
        me ? { ...me, features: { ...me.features, ...states } } : me,
      );
    void queryClient.invalidateQueries({ queryKey: featureKeys.all });
  });
}
