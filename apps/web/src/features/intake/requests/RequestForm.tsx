import { Card, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { JOB_FORM_PRIORITIES } from '@jobline/shared';
import { PeopleFields } from '../jobForm/PeopleFields';
import { PlaceFields } from '../jobForm/PlaceFields';
import { useCompanyToday } from '../../auth/useCompanyToday';
import { WorkFields } from '../jobForm/WorkFields';
import { useCustomerBranches } from '../../../api/lookups';
import type { RequestFormValues } from './requestFormValues';

/** The request's fields: where, who, what; the same pickers as New Job, fewer of them required. */
export function RequestFields({ form }: { form: UseFormReturnType<RequestFormValues> }) {
  const values = form.getValues();
  const branches = useCustomerBranches(values.customer_id);
  const today = useCompanyToday();
  return (
    <Stack gap="md">
      <Card withBorder padding="md" component="section" aria-label="Customer and location">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Customer and location
          </Title>
          <PlaceFields
            form={form}
            branches={branches.data?.data.branches}
            branchesLoading={branches.isFetching}
            required={false}
          />
        </Stack>
      </Card>
      <Card withBorder padding="md" component="section" aria-label="The request">
        <Stack gap="sm">
          <Title order={2} size="h4">
            The request
          </Title>
          <PeopleFields form={form} required={false} withEmployee={false} />
          <WorkFields
            form={form}
            kind="request"
            titleRequired={false}
            priorities={JOB_FORM_PRIORITIES}
            today={today}
            onCategoryChange={(id) => form.setFieldValue('job_category_id', id)}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
