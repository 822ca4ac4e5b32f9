import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/Loaders';
import { useUser } from '../auth/AuthProvider';
import { homePath, HOME_DIVISION_PARAM, landingFor } from './landing';
import { WelcomePage } from './WelcomePage';

// Each landing downloads only its own code.
const JobDashboardPage = lazy(async () => ({
  default: (await import('./JobDashboardPage')).JobDashboardPage,
}));
const HomePage = lazy(async () => ({ default: (await import('../home/HomePage')).HomePage }));

/** '/': the Job dashboard (41), Home with its division query (17), or the welcome page. */
export function DashboardPage() {
  const user = useUser();
  const [search] = useSearchParams();
  const landing = landingFor(user, search);
  if (landing === 'welcome') return <WelcomePage />;
  // Home always carries its division in the address, as the old dashboard's redirect did.
  if (landing === 'home' && !search.has(HOME_DIVISION_PARAM)) return <HomeAddress to={homePath(user)} />;
  return (
    <Suspense fallback={<PageLoader />}>{landing === 'home' ? <HomePage /> : <JobDashboardPage />}</Suspense>
  );
}

/**
 * Replaces '/' by Home's address, unless the address has already moved on: the effect runs a task
 * after this renders, and a menu click in between must not be undone (which <Navigate> would do).
 */
function HomeAddress({ to }: { to: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    // A navigation without loaders updates the address at once, before React renders it.
    if (window.location.pathname !== pathname || window.location.search !== search) return;
    void navigate(to, { replace: true });
  }, [navigate, to, pathname, search]);
  return null;
}
