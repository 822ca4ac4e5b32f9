import { Msg } from '@jobline/shared';
import { searchEmployees, type EmployeeItem } from '../api/lookups';
import { SearchSelect, type SearchSelectProps } from './SearchSelect';

type Props = Omit<SearchSelectProps<EmployeeItem>, 'queryKey' | 'search' | 'labelOf' | 'nothingFound'>;

export const employeeLabel = (u: EmployeeItem) => `${u.name} (${u.code})`;

/** Picks an active employee by name or code, searched on the server (GET users?q=). */
export function EmployeePicker(props: Props) {
  return (
    <SearchSelect<EmployeeItem>
      queryKey={['users-search']}
      search={searchEmployees}
      labelOf={employeeLabel}
      nothingFound={Msg.lookups.noEmployee}
      placeholder="Search by name or code"
      {...props}
    />
  );
}
