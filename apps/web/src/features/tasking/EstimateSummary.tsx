import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatHours, type EstimateTotals } from '@jobline/shared';

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

/**
 * Beside the totals (spec 001 §9): the developer delivery estimate, and how far the whole job may
 * stray. Per-task spreads add as variances, so the job's range is narrower than the sum of the top
 * estimates suggests.
 */
export function EstimateSummary({ totals }: { totals: EstimateTotals }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="estimate-summary">
      <Figure
        label="Developer delivery estimate"
        value={`${formatHours(totals.deliveryEstimate)} h`}
        hint="1.1 × total most likely"
      />
      <Figure
        label="Expected total"
        value={`${formatHours(totals.expected)} h`}
        hint={`90 % range ${formatHours(totals.range90.low)} to ${formatHours(totals.range90.high)} h`}
      />
      <Figure
        label="Standard deviation"
        value={`${formatHours(totals.standardDeviation)} h`}
        hint="√Σ((P − O) / 6)² over the tasks"
      />
    </SimpleGrid>
  );
}
