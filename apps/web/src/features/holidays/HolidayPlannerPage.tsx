import { Title } from '@mantine/core';

export function HolidayPlannerPage() {
  return <Title order={1}>Holiday Planner</Title>;
}
