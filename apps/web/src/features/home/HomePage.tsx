import { Perm } from '@jobline/shared';
import { useUser } from '../auth/AuthProvider';
import { EmployeeActivities } from './EmployeeActivities';
import { Welcome } from './Welcome';

/** Home: Employee Activities for those who may see them (17), a greeting with their screens otherwise. */
export function HomePage() {
  const user = useUser();
  return user.permissions.includes(Perm.EMPLOYEE_ACTIVITIES) ? <EmployeeActivities /> : <Welcome />;
}
