import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { JobSummaryResponse } from '@jobline/shared';

/** The jobs list searched for one customer (the Created Jobs report will take its place). */
export const jobsOfCustomer = (name: string) => `/all-jobs?q=${encodeURIComponent(name)}`;

/**
 * Top customers as bars behind their names: the name stays on one line over the bar whatever its
 * length, and each row opens that customer's jobs.
 */
export function TopCustomers({ customers }: { customers: JobSummaryResponse['top_customers'] }) {
  const most = Math.max(1, ...customers.map((c) => c.count));
  return (
    <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {customers.map((c) => (
        <li key={c.customer_id}>
          <Anchor
            component={Link}
            to={jobsOfCustomer(c.customer_name)}
            underline="hover"
            c="inherit"
            aria-label={`${c.customer_name}: ${c.count} jobs`}
            display="block"
          >
            <Group gap="sm" wrap="nowrap">
              <Box pos="relative" style={{ flex: 1, minWidth: 0 }} h={28}>
                <Box
                  pos="absolute"
                  inset={0}
                  w={`${Math.max(4, (c.count / most) * 100)}%`}
                  bg="blue.1"
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                />
                <Text pos="relative" size="sm" px="xs" lh="28px" truncate>
                  {c.customer_name}
                </Text>
              </Box>
              <Text size="sm" fw={600} w={32} ta="right">
                {c.count}
              </Text>
            </Group>
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}
