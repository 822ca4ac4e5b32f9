import type { ReactNode } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { EDIT_JOB_PRIORITIES, isChargeable, JOB_FORM_PRIORITIES, JobStatus } from '@jobline/shared';
import { useCustomerBranches } from '../../../api/lookups';
import { approvalNeed } from './approvalNeed';
import { ChargeFields } from './ChargeFields';
import { blankEstimate, fixedCustomerFor, type JobFormMode, type JobFormValues } from './jobFormValues';
import { PeopleFields } from './PeopleFields';
import { PlaceFields } from './PlaceFields';
import { useCompanyToday } from '../../auth/useCompanyToday';
import { revealFirstError } from './revealFirstError';
import { WorkFields } from './WorkFields';
import { Notice } from '../Notice';

export type JobFormAction = 'create' | 'approval' | 'reassign' | 'update';

const LABELS: Record<JobFormAction, string> = {
  create: 'Create job',
  approval: 'Send for approval',
  reassign: 'Assign back',
  update: 'Update Job',
};
export const JOB_FORM_ID = 'job-form';

interface Props {
  form: UseFormReturnType<JobFormValues>;
  mode: JobFormMode;
  /** The status of the job being edited: 10 (approved) keeps its category and needs no approval. */
  jobStatus?: number | null;
  /** Shown but not changeable (a job waiting for approval on New Job). */
  readOnly?: boolean;
  busy: boolean;
  onSubmit(values: JobFormValues, action: JobFormAction): void;
  onClear(): void;
  /** Said above the buttons, e.g. why the form is read-only. */
  notice?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The one job form of New Job and Edit Job Details: customer → branches and lights, division → its
 * employees, category → charge mode and the live need for approval, which picks the main action.
 */
export function JobForm({ form, mode, jobStatus, readOnly = false, busy, onSubmit, onClear, notice }: Props) {
  const values = form.getValues();
  const branches = useCustomerBranches(values.customer_id);
  const branchList = branches.data?.data.branches;
  const branch = branchList?.find((b) => b.id === values.location_id) ?? null;
  const today = useCompanyToday();

  const reason = approvalNeed({
    categoryId: values.job_category_id,
    status: mode === 'edit' ? jobStatus : null,
    lights: branch?.lights ?? null,
  });
  // An existing job only meets the rule again when its category or location changes.
  const initial = form.getInitialValues();
  const approvalMatters =
    mode !== 'edit' ||
    values.job_category_id !== initial.job_category_id ||
    values.location_id !== initial.location_id;
  const needsApproval = Boolean(reason) && approvalMatters;
  const action: JobFormAction =
    mode === 'edit' ? 'update' : needsApproval ? 'approval' : mode === 'reassign' ? 'reassign' : 'create';
  const categoryLocked =
    mode === 'edit' && jobStatus === JobStatus.APPROVED ? 'An approved job keeps its category' : null;

  const changeCategory = (categoryId: number | null) => {
    form.setFieldValue('job_category_id', categoryId);
    // Leaving Chargeable Service clears the estimate; entering it asks for one.
    form.setFieldValue('estimates', isChargeable(categoryId) ? (values.estimates ?? blankEstimate()) : null);
    const fixed = fixedCustomerFor(categoryId);
    if (fixed !== null && values.customer_id !== fixed) {
      form.setFieldValue('customer_id', fixed);
      form.setFieldValue('location_id', null);
    }
  };

  return (
    <form
      id={JOB_FORM_ID}
      noValidate
      aria-label={mode === 'edit' ? 'Job details' : 'New job'}
      onSubmit={form.onSubmit(
        (v) => onSubmit(v, action),
        () => revealFirstError(JOB_FORM_ID),
      )}
    >
      <Stack gap="md">
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Section title="Customer and location">
              <PlaceFields
                form={form}
                branches={branchList}
                branchesLoading={branches.isFetching}
                required
                customerLocked={fixedCustomerFor(values.job_category_id) !== null}
              />
            </Section>
            <Section title="People">
              <PeopleFields form={form} required withEmployee />
            </Section>
            <Section title="The work">
              <WorkFields
                form={form}
                kind="job"
                titleRequired={mode !== 'edit'}
                priorities={mode === 'edit' ? EDIT_JOB_PRIORITIES : JOB_FORM_PRIORITIES}
                today={today}
                categoryLocked={categoryLocked}
                onCategoryChange={changeCategory}
              />
            </Section>
            <Section title="Payment">
              <ChargeFields form={form} />
            </Section>
          </Stack>
        </fieldset>
        {needsApproval && !readOnly && (
          <Notice
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={mode === 'edit' ? 'This change needs approval' : 'This job needs approval'}
            data-testid="approval-needed"
          >
            {reason}
            {mode === 'edit'
              ? ' Such a change cannot be saved here.'
              : ' It is sent for approval instead of being created.'}
          </Notice>
        )}
        {notice}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClear} disabled={busy}>
            Clear Form
          </Button>
          {!readOnly && (
            <Button
              type="submit"
              loading={busy}
              leftSection={action === 'approval' ? <IconSend size={16} aria-hidden /> : undefined}
            >
              {LABELS[action]}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
