import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoggedUser } from '@jobline/shared';
import {
  clearToken,
  getToken,
  setToken,
  TWO_FACTOR_REQUIRED_EVENT,
  UNAUTHORIZED_EVENT,
} from '../../api/token';
import { queryKeys } from '../../api/queryClient';
import { fetchMe, postLogout } from './api';

interface AuthContextValue {
  user: LoggedUser | null;
  status: 'loading' | 'anonymous' | 'authenticated';
  /** Stores a new token and loads its user. */
  signIn(token: string): Promise<LoggedUser>;
  /** Revokes the token on the server (best effort) and forgets it here. */
  signOut(): Promise<void>;
  can(permission: number): boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState(getToken);
  const me = useQuery({
    queryKey: queryKeys.me,
    queryFn: fetchMe,
    enabled: Boolean(token),
    staleTime: Infinity,
    // A super admin held on the set-up page hears no events there: coming back to the window asks
    // again whether set-up is still required (the requirement may have been switched off).
    refetchOnWindowFocus: (query) => (query.state.data?.two_factor.setup_required ? 'always' : false),
  });

  const forget = useCallback(() => {
    clearToken();
    setTokenState(null);
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    const readMeAgain = () => void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    window.addEventListener(UNAUTHORIZED_EVENT, forget);
    window.addEventListener(TWO_FACTOR_REQUIRED_EVENT, readMeAgain);
    return () => {
      window.removeEventListener(UNAUTHORIZED_EVENT, forget);
      window.removeEventListener(TWO_FACTOR_REQUIRED_EVENT, readMeAgain);
    };
  }, [forget, queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    const user = token ? (me.data ?? null) : null;
    return {
      user,
      status: !token ? 'anonymous' : me.isPending ? 'loading' : user ? 'authenticated' : 'anonymous',
      async signIn(newToken) {
        setToken(newToken);
        setTokenState(newToken);
        return queryClient.fetchQuery({ queryKey: queryKeys.me, queryFn: fetchMe });
      },
      async signOut() {
        await postLogout().catch(() => {});
        forget();
      },
      can: (permission) => Boolean(user?.permissions.includes(permission)),
    };
  }, [token, me.data, me.isPending, queryClient, forget]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

/** The logged-in user on screens that only render for one. */
export function useUser(): LoggedUser {
  const { user } = useAuth();
  if (!user) throw new Error('useUser without a logged-in user');
  return user;
}
