import { describe, expect, it } from 'vitest';
import { newJobWith, prefillFrom } from './jobPrefill';

const params = (url: string) => new URL(url, 'http://x').searchParams;

describe('New Job filled from the address', () => {
  it('reads back what newJobWith wrote', () => {
    const url = newJobWith({
      customer_id: 4,
      location_id: 7,
      division_id: 6,
      job_category_id: 29,
      job_type: 5,
      due_date: '2026-12-01',
      job_title: 'Service visit 2 of AGR-00008',
      job_description: 'Visit 2 of 4 & more',
      origin: 'Service visit 2 of AGR-00008',
    });
    expect(prefillFrom(params(url), '2026-11-26')).toEqual({
      values: {
        customer_id: 4,
        location_id: 7,
        division_id: 6,
        job_category_id: 29,
        job_type: 5,
        due_date: '2026-12-01',
        job_title: 'Service visit 2 of AGR-00008',
        job_description: 'Visit 2 of 4 & more',
      },
      origin: 'Service visit 2 of AGR-00008',
    });
  });

  it('fills nothing without a customer, skips ids that are none and a due date already past', () => {
    expect(prefillFrom(params('/new-job?location_id=7'), '2026-11-26')).toBeNull();
    expect(
      prefillFrom(params('/new-job?customer_id=4&location_id=x&due_date=2026-11-25'), '2026-11-26'),
    ).toEqual({
      values: { customer_id: 4 },
      origin: null,
    });
  });
});
