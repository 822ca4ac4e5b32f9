import { EmployeeActivities } from './EmployeeActivities';

/** Home: Employee Activities (permission 17); '/' chooses it (features/dashboard/DashboardPage). */
export function HomePage() {
  return <EmployeeActivities />;
}
