import type { ReactNode } from 'react';
import {
  Anchor,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconBuildingStore, IconUsers, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Perm, type CountSlice, type JobSummaryResponse } from '@jobline/shared';
import { useAuth } from '../auth/AuthProvider';
import { useCountUp } from './useCountUp';

type MainCard = JobSummaryResponse['main_card'];

/** The three cards of the job dashboard, each with its breakdown and the list behind it. */
export function SummaryCards({ card }: { card: MainCard | undefined }) {
  const { can } = useAuth();
  if (!card) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={168} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <SummaryCard
        testId="card-employees"
        title="Employees"
        note="Active now"
        icon={<IconUsers size={20} aria-hidden />}
        color="blue"
        count={card.employee_count}
        slices={card.breakdowns.employees}
        link={can(Perm.EMPLOYEES) ? { to: '/employee', label: 'Open employees' } : null}
      />
      <SummaryCard
        testId="card-customers"
        title="Active customers"
        note={`With a job in ${card.year}`}
        icon={<IconBuildingStore size={20} aria-hidden />}
        color="teal"
        count={card.customer_count}
        slices={card.breakdowns.customers}
        link={can(Perm.CUSTOMERS) ? { to: '/customer', label: 'Open customers' } : null}
      />
      <SummaryCard
        testId="card-online"
        title="Online jobs"
        note={`Raised in ${card.year}`}
        icon={<IconWorld size={20} aria-hidden />}
        color="grape"
        count={card.online_jobs}
        slices={card.breakdowns.online_jobs}
        link={can(Perm.JOBS) ? { to: '/all-jobs', label: 'Open the jobs list' } : null}
      />
    </SimpleGrid>
  );
}

interface SummaryCardProps {
  testId: string;
  title: string;
  note: string;
  icon: ReactNode;
  color: string;
  count: number;
  slices: CountSlice[];
  link: { to: string; label: string } | null;
}

function SummaryCard({ testId, title, note, icon, color, count, slices, link }: SummaryCardProps) {
  const shown = useCountUp(count);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" fw={600} c="dimmed">
            {title}
          </Text>
          <Text fz={32} fw={700} lh={1.2} data-testid="card-count" data-count={count}>
            <span aria-hidden>{shown.toLocaleString('en-GB')}</span>
            <VisuallyHidden>{count.toLocaleString('en-GB')}</VisuallyHidden>
          </Text>
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size="lg" radius="md">
          {icon}
        </ThemeIcon>
      </Group>
      <Stack gap={2} mt="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {slices.map((slice) => (
          <Group
            key={`${slice.id}-${slice.label}`}
            component="li"
            justify="space-between"
            gap="xs"
            wrap="nowrap"
          >
            <Text size="sm" truncate>
              {slice.label}
            </Text>
            <Text size="sm" fw={600}>
              {slice.count.toLocaleString('en-GB')}
            </Text>
          </Group>
        ))}
      </Stack>
      {link && (
        <Anchor component={Link} to={link.to} size="sm" mt="sm">
          {link.label}
        </Anchor>
      )}
    </Card>
  );
}
