import { useCallback, useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { CustomerDetail } from '@jobline/shared';
import { PageLoader } from '../../components/Loaders';
import { confirmDiscard } from '../../components/confirm';
import { CustomerEditor } from './CustomerEditor';
import { CustomerSelect } from './CustomerSelect';
import { emptyCustomer, toDraft } from './draft';
import { useCustomer } from './queries';
import { useCompanyToday } from '../auth/useCompanyToday';
import { QueryError } from '../../components/QueryError';
import { useLeaveGuard } from '../../components/useLeaveGuard';

const UNSAVED = 'The changes to this customer, its branches and agreements have not been saved.';

const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * Customer Registration (spec 002 §9.1): pick a customer or start a new one, edit its details,
 * branches and agreements, and save it all at once. The choice lives in the address, so a reload
 * shows the same customer.
 */
export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const customerId = idParam(params.get('id'));
  // Each "New customer" gets its own token, so pressing it again starts a fresh form.
  const newToken = customerId === null ? params.get('new') : null;
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  useLeaveGuard(dirty, UNSAVED);
  const customer = useCustomer(customerId);
  const companyToday = useCompanyToday();

  const show = (next: Record<string, string>) => confirmDiscard(dirty, UNSAVED, () => setParams(next));
  const saved = (c: CustomerDetail) => {
    if (c.id !== customerId) setParams({ id: String(c.id) }, { replace: true });
  };

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          Customer Registration
        </Title>
        <Text c="dimmed" size="sm">
          Register customers with their branches and the agreements of each branch.
        </Text>
      </div>
      <Card withBorder padding="md">
        <Group align="flex-end" gap="sm">
          <CustomerSelect value={customerId} onChange={(id) => show({ id: String(id) })} />
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => show({ new: Date.now().toString(36) })}
          >
            New customer
          </Button>
          <Button
            component={Link}
            to="/customer/import"
            variant="subtle"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          >
            Import from a spreadsheet
          </Button>
        </Group>
      </Card>

      {customerId !== null ? (
        customer.isError ? (
          <QueryError what="the customer" error={customer.error} onRetry={() => customer.refetch()} />
        ) : customer.isPending ? (
          <PageLoader />
        ) : (
          <CustomerEditor
            key={customer.data.customer.id}
            initial={toDraft(customer.data.customer)}
            today={customer.data.today}
            onDirtyChange={onDirtyChange}
            onSaved={saved}
          />
        )
      ) : newToken !== null ? (
        <CustomerEditor
          key={`new-${newToken}`}
          initial={emptyCustomer()}
          today={companyToday}
          onDirtyChange={onDirtyChange}
          onSaved={saved}
        />
      ) : (
        <Card withBorder padding="xl">
          <Text c="dimmed" ta="center">
            Pick a customer to see and change its branches and agreements, or register a new one.
          </Text>
        </Card>
      )}
    </Stack>
  );
}
