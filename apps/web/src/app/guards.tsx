import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../features/auth/AuthProvider';
import { FullPageLoader, PageLoader } from '../components/Loaders';
import { FeatureOffPage } from '../features/admin/features/FeatureOffPage';
import { TwoFactorSetupPage } from '../features/auth/TwoFactorSetupPage';
import { NoAccess } from './NotFoundPage';
import type { Screen } from './screens';

/** Sends visitors without a session to login, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
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
  // A super admin who must set up two-factor sign-in sees nothing else (the server enforces it too).
  if (user?.two_factor.setup_required) return <TwoFactorSetupPage />;
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
