import { useEffect, useState, type ReactNode } from 'react';
import { Accordion, Anchor, Group, SimpleGrid, Stack, VisuallyHidden } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { formatMinutes, Msg, RequestedFrom, type TaskSingleResponse } from '@jobline/shared';
import { Fact } from '../../components/Fact';
import { DueDateHistoryModal } from '../jobAdmin/DueDateHistoryModal';
import { shownDay } from '../../components/format';
import { ChangeQcModal } from './ChangeQcModal';
import { DayChangeModal } from './DayChangeModal';
import { EstimateModal } from './EstimateModal';
import { useTaskDueDate } from './queries';
import { AgreementFlag } from './TaskCard';
import classes from './boards.module.css';

const M = Msg.boards;
type Modal = 'qc' | 'estimate' | 'dueDate' | 'history' | null;

/** A fact with a change link beside its value, when the viewer may change it. */
function Changeable({ label, value, change }: { label: string; value: ReactNode; change?: ReactNode }) {
  return (
    <Fact label={label}>
      <Group gap="xs" wrap="wrap" component="span">
        <span>{value}</span>
        {change}
      </Group>
    </Fact>
  );
}

const ChangeLink = ({ label, onClick }: { label: string; onClick(): void }) => (
  <Anchor component="button" type="button" size="sm" onClick={onClick} aria-label={label}>
    Change
  </Anchor>
);

/**
 * The panel's side column (screens.md §3.15): Members, Task Details, Job Details and Customer
 * Details, with the changes the server allows this viewer.
 */
export function PanelSide({
  data,
  onDialogChange,
}: {
  data: TaskSingleResponse;
  /** A dialog of the side column opened or closed (Escape then closes only that dialog). */
  onDialogChange(open: boolean): void;
}) {
  const { details, rights, agreements, today } = data;
  const [open, setOpen] = useState<Modal>(null);
  useEffect(() => {
    onDialogChange(open !== null);
    return () => onDialogChange(false);
  }, [open, onDialogChange]);
  const dueDate = useTaskDueDate();
  const close = () => setOpen(null);
  const over = details.estimated_minutes > 0 && details.spent_minutes > details.estimated_minutes;

  return (
    <>
      <Accordion multiple defaultValue={['members', 'task', 'job', 'customer']} variant="contained">
        <Accordion.Item value="members">
          <Accordion.Control>Members</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <Fact label="Assigned to">{details.user_name}</Fact>
              <Fact label="Approved by">{details.approved_by}</Fact>
              <Changeable
                label="QC employee"
                value={details.qc_employee?.name ?? details.qc_name ?? '—'}
                change={
                  rights.can_change_qc && (
                    <ChangeLink label="Change the QC employee" onClick={() => setOpen('qc')} />
                  )
                }
              />
              <Fact label="Requested by">
                {details.requested_by && (
                  <Group gap={4} component="span">
                    {details.requested_by}
                    {details.job_requested_from === RequestedFrom.CUSTOMER && (
                      <>
                        <IconPhone size={14} aria-hidden />
                        <VisuallyHidden>(by phone)</VisuallyHidden>
                      </>
                    )}
                  </Group>
                )}
              </Fact>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>

        <Accordion.Item value="task">
          <Accordion.Control>Task Details</Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={2} spacing="xs">
              <Changeable
                label="Due date"
                value={shownDay(details.task_due_date)}
                change={
                  rights.can_change_due_date && (
                    <ChangeLink label="Change the task due date" onClick={() => setOpen('dueDate')} />
                  )
                }
              />
              <Fact label="Plan date">{shownDay(details.task_plan_date)}</Fact>
              <Changeable
                label="Estimated time"
                value={formatMinutes(details.estimated_minutes)}
                change={
                  rights.can_change_estimate && (
                    <ChangeLink label="Change the estimate" onClick={() => setOpen('estimate')} />
                  )
                }
              />
              <Fact label="Spent time">
                <span className={over ? classes.over : classes.within} data-testid="panel-spent">
                  {formatMinutes(details.spent_minutes)}
                </span>
                {over && <VisuallyHidden> (over the estimate)</VisuallyHidden>}
              </Fact>
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>

        <Accordion.Item value="job">
          <Accordion.Control>Job Details</Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={2} spacing="xs">
              <Fact label="Job no">{details.job_no}</Fact>
              <Fact label="Customer">{details.customer_name}</Fact>
              <Fact label="System">{details.system_name}</Fact>
              <Fact label="Location">{details.branch_name}</Fact>
              <Fact label="Contact person">{details.contact_person}</Fact>
              <Fact label="Contact number">{details.contact_number}</Fact>
              <Fact label="Category">{details.job_category}</Fact>
              <Changeable
                label="Job due date"
                value={shownDay(details.job_due_date)}
                change={
                  <Anchor component="button" type="button" size="sm" onClick={() => setOpen('history')}>
                    History
                  </Anchor>
                }
              />
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>

        <Accordion.Item value="customer">
          <Accordion.Control>Customer Details</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <Fact label="Customer">{details.customer_name}</Fact>
              <Group gap={6}>
                <AgreementFlag label="Software" covered={agreements.software} />
                <AgreementFlag label="Hardware" covered={agreements.hardware} />
              </Group>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>

      <ChangeQcModal opened={open === 'qc'} details={details} onClose={close} />
      <EstimateModal opened={open === 'estimate'} details={details} onClose={close} />
      <DayChangeModal
        opened={open === 'dueDate'}
        title={`Due date of ${details.task_no}`}
        label="New due date"
        current={details.task_due_date}
        today={today}
        requiredMessage={M.dueDateRequired}
        submitLabel="Change due date"
        successMessage={M.dueDateChanged}
        save={(day, confirmed) =>
          dueDate.mutateAsync({
            task_user_id: details.task_user_id,
            new_due_date: day,
            confirm_after_job_due: confirmed,
          })
        }
        confirmAfter={details.job_due_date}
        confirmQuestion={M.dueDateAfterJobDue}
        onClose={close}
      />
      <DueDateHistoryModal
        opened={open === 'history'}
        job={{ id: details.job_id, job_no: details.job_no }}
        onClose={close}
      />
    </>
  );
}
