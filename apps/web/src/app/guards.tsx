import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../features/auth/AuthProvider';
import { FullPageLoader, PageLoader } from '../components/Loaders';
import { FeatureOffPage } from '../features/admin/features/FeatureOffPage';
import { NoAccess } from './NotFoundPage';
import type { Screen } from './screens';

/** Sends visitors without a session to login, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'anonymous') {
    const redirect = `${location.pathname}${location.search}`;
    return (
      <Navigate
        to={redirect === '/' ? '/login' : `/login?redirect=${encodeURIComponent(redirect)}`}
        replace
      />
    );
  }
  return children;
}

/** A screen behind its permission id (O-12) and its feature switch: the guard really blocks. */
export function ScreenRoute({ screen }: { screen: Screen }) {
  const { can, user } = useAuth();
  useEffect(() => {
    document.title = `${screen.title} · Jobline`;
  }, [screen.title]);
  if (screen.permission !== undefined && !can(screen.permission)) return <NoAccess />;
  if (screen.feature && user && !user.features[screen.feature])
    return <FeatureOffPage feature={screen.feature} />;
  const Component = screen.component;
  return (
    <Suspense fallback={<PageLoader />}>
      <Component />
    </Suspense>
  );
}
