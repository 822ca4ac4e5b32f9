import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Msg, NotificationType, type NotificationRow } from '@jobline/shared';
import { renderWithMantine } from '../../test/render';
import { NotificationEntry } from './NotificationEntry';

const row = (type: number, title: string): NotificationRow => ({
  id: 1,
  job_id: 4,
  job: { job_no: 'J26-00004' },
  job_user_id: 9,
  task_user_id: 12,
  user_id: 3,
  notification_type: type,
  status: 1,
  title,
  created_at: new Date().toISOString(),
  assigend_by: { name: 'Lahiru Gunawardena' },
  finished_job_status: null,
  leave_request_status: null,
});

describe('NotificationEntry', () => {
  it('calls a QC send-back "Sent back", by its checker', () => {
    renderWithMantine(
      <NotificationEntry
        notification={row(NotificationType.SENT_BACK, 'J26-00004 task 1 was sent back: Fix it')}
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText('Sent back')).toBeTruthy();
    expect(screen.getByText(`${Msg.notifications.sentBackBy} Lahiru Gunawardena`)).toBeTruthy();
    expect(screen.queryByText('Comment')).toBeNull();
  });

  it('names the assigner only for assignments', () => {
    const { unmount } = renderWithMantine(
      <NotificationEntry notification={row(NotificationType.JOB, 'Task 1 is yours')} onOpen={() => {}} />,
    );
    expect(screen.getByText(`${Msg.notifications.assignedBy} Lahiru Gunawardena`)).toBeTruthy();
    unmount();
    renderWithMantine(
      <NotificationEntry
        notification={row(NotificationType.COMMENT, 'Lahiru commented')}
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText(`${Msg.notifications.from} Lahiru Gunawardena`)).toBeTruthy();
  });
});
