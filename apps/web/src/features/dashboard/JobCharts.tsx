import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { JobSummaryResponse } from '@jobline/shared';
import { TopCustomers } from './TopCustomers';

const SERIES = [
  { name: 'created', label: 'Created', color: 'blue.6' },
  { name: 'finished', label: 'Finished', color: 'teal.6' },
  { name: 'pending', label: 'Pending', color: 'orange.6' },
];
const TYPE_COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'gray.6'];
/** Beyond a month, bars get too thin to read: the days become an area. */
const BARS_UP_TO_DAYS = 31;

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** The Created Jobs and Pending Jobs reports do not exist yet: the jobs list stands in for them. */
export const JOBS_LIST = '/all-jobs';

/** The three charts of the job dashboard (loaded on their own: recharts is large). */
export function JobCharts({ summary }: { summary: JobSummaryResponse }) {
  const { totals } = summary;
  const days = summary.jobs.map((d) => ({ ...d, date: dayLabel(d.date) }));
  const Chart = days.length > BARS_UP_TO_DAYS ? AreaChart : BarChart;
  return (
    <Stack gap="md">
      <ChartCard
        title="Jobs"
        note="Jobs raised each day, and how many of them are finished or still pending"
        footer={
          <Group gap="lg">
            <Anchor component={Link} to={JOBS_LIST} size="sm">
              Created: {totals.created}
            </Anchor>
            <Text size="sm">Finished: {totals.finished}</Text>
            <Anchor component={Link} to={JOBS_LIST} size="sm">
              Pending: {totals.pending}
            </Anchor>
            {totals.canceled > 0 && <Text size="sm">Canceled: {totals.canceled}</Text>}
          </Group>
        }
      >
        <div role="img" aria-label="Jobs per day: created, finished and pending">
          <Chart
            h={260}
            data={days}
            dataKey="date"
            series={SERIES}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            tickLine="y"
            gridAxis="y"
            yAxisProps={{ allowDecimals: false, width: 36 }}
          />
        </div>
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard title="Job types" note="Jobs raised in the range by type">
          <Group justify="center" gap="xl" wrap="wrap">
            <div role="img" aria-label="Jobs by type">
              <DonutChart
                data={summary.job_types.map((t, i) => ({
                  name: t.name,
                  value: t.count,
                  color: TYPE_COLORS[i % TYPE_COLORS.length]!,
                }))}
                size={160}
                thickness={26}
                withTooltip
                chartLabel={totals.created}
              />
            </div>
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {summary.job_types.map((t, i) => (
                <Group key={t.name} component="li" gap="xs" wrap="nowrap">
                  <span
                    aria-hidden
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: 2,
                      background: `var(--mantine-color-${TYPE_COLORS[i % TYPE_COLORS.length]!.replace('.', '-')})`,
                    }}
                  />
                  <Text size="sm">
                    {t.name}: <strong>{t.count}</strong>
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        </ChartCard>
        <ChartCard title="Top 10 customers" note="By jobs raised in the range; open one to see its jobs">
          <TopCustomers customers={summary.top_customers} />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

function ChartCard({
  title,
  note,
  footer,
  children,
}: {
  title: string;
  note: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {note}
      </Text>
      {children}
      {footer && <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>{footer}</div>}
    </Card>
  );
}
