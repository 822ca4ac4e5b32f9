import { Msg, type CustomerSummary } from '@jobline/shared';
import { searchCall } from '../../api/lookups';
import { SearchSelect, type SearchSelectProps } from '../../components/SearchSelect';

type Props = Omit<SearchSelectProps<CustomerSummary>, 'queryKey' | 'search' | 'labelOf' | 'nothingFound'>;

const searchCustomers = searchCall<CustomerSummary>('customers', 'customers');
export const customerLabel = (c: CustomerSummary) => `${c.customer_name} (${c.customer_code})`;

/** Picks a customer by name or code, searched on the server (GET customers?q=). */
export function CustomerPicker(props: Props) {
  return (
    <SearchSelect<CustomerSummary>
      queryKey={['customers-search']}
      search={searchCustomers}
      labelOf={customerLabel}
      nothingFound={Msg.lookups.noCustomer}
      placeholder="Search by name or code"
      {...props}
    />
  );
}
