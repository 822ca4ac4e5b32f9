import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@mantine/core';
import { SERVICE_CUSTOMER_CUT } from '@jobline/shared';
import { cut } from '../../components/format';

/**
 * A table cell naming the customer (cut, O-53) and its branch. On a phone the columns that fold away
 * say their part here: `phoneTop` above the names, `phoneBottom` below.
 */
export function SiteCell({
  customer,
  branch,
  phoneTop,
  phoneBottom,
}: {
  customer: string;
  branch: string;
  phoneTop: ReactNode;
  phoneBottom: ReactNode;
}) {
  return (
    <Stack gap={0}>
      <Box hiddenFrom="sm" mb={4}>
        {phoneTop}
      </Box>
      <Text size="sm" title={customer}>
        {cut(customer, SERVICE_CUSTOMER_CUT)}
      </Text>
      <Text size="xs" c="dimmed">
        {branch}
      </Text>
      <Box hiddenFrom="sm">{phoneBottom}</Box>
    </Stack>
  );
}
