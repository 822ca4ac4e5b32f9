import { Msg } from '@jobline/shared';
import { searchEmployees, type EmployeeItem } from '../api/lookups';
import { queryKeys } from '../api/queryClient';
import { SearchSelect, type SearchSelectProps } from './SearchSelect';

type Props = Omit<SearchSelectProps<EmployeeItem>, 'queryKey' | 'search' | 'labelOf' | 'nothingFound'>;

export const employeeLabel = (u: EmployeeItem) => (u.code ? `${u.name} (${u.code})` : u.name);

/** Picks an active employee by name or code, searched on the server (GET users?q=). */
export function EmployeePicker(props: Props) {
  return (
    <SearchSelect<EmployeeItem>
      queryKey={queryKeys.users}
      search={searchEmployees}
      labelOf={employeeLabel}
      nothingFound={Msg.lookups.noEmployee}
      placeholder="Search by name or code"
      clearable
      maxDropdownHeight={280}
      {...props}
    />
  );
}
