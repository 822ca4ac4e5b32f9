import { act, renderHook } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { AssignmentType } from '@jobline/shared';
import { initialAssignValues } from './assignForm';
import { useDueDateFloor } from './useDueDateFloor';

/** The assign form as the pages build it on one day; rerendered as the company's day turns over. */
function render(firstDay: string) {
  return renderHook(
    ({ today }) => {
      const form = useForm({ initialValues: initialAssignValues(AssignmentType.ASSIGN, firstDay) });
      useDueDateFloor(form, today);
      return form;
    },
    { initialProps: { today: firstDay } },
  );
}

describe('useDueDateFloor', () => {
  it('moves an untouched due date up when the company’s day turns over with the page open', () => {
    const { result, rerender } = render('2026-11-21');
    expect(result.current.values.task_due_date).toBe('2026-11-21');
    rerender({ today: '2026-11-22' });
    expect(result.current.values.task_due_date).toBe('2026-11-22');
  });

  it('keeps a due date that is already today or later', () => {
    const { result, rerender } = render('2026-11-21');
    act(() => result.current.setFieldValue('task_due_date', '2026-12-01'));
    rerender({ today: '2026-11-22' });
    expect(result.current.values.task_due_date).toBe('2026-12-01');
  });
});
