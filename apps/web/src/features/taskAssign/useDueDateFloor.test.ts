import { act, renderHook } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { AssignmentType } from '@jobline/shared';
import { initialAssignValues } from './assignForm';
import { useDueDateFloor } from './useDueDateFloor';

/** The assign form as the pages build it: first with the device's day; rerender with the company's. */
function render(deviceDay: string) {
  return renderHook(
    ({ today }) => {
      const form = useForm({ initialValues: initialAssignValues(AssignmentType.ASSIGN, deviceDay) });
      useDueDateFloor(form, today);
      return form;
    },
    { initialProps: { today: deviceDay } },
  );
}

describe('useDueDateFloor', () => {
  it('moves an untouched due date up to the company’s today when the device is a day behind', () => {
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
