import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
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
  if (landing === 'home' && !search.has(HOME_DIVISION_PARAM)) return <Navigate to={homePath(user)} replace />;
  return (
    <Suspense fallback={<PageLoader />}>{landing === 'home' ? <HomePage /> : <JobDashboardPage />}</Suspense>
  );
}
