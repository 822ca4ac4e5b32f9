import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidays } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { holidayDays, isHoliday } from './holidayDays';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(holidays).values([
    { description: 'Year-end closure', startDate: '2034-01-30', endDate: '2034-02-02' },
    { description: 'Overlapping day', startDate: '2034-02-02', endDate: '2034-02-02' },
    { description: 'Mid-month', startDate: '2034-02-14', endDate: '2034-02-14' },
    { description: 'Leap day', startDate: '2036-02-28', endDate: '2036-03-01' },
  ]);
});
afterAll(() => t.close());

describe('holidayDays', () => {
  it('expands a multi-day holiday across a month boundary, each day once', async () => {
    const february = await holidayDays(t.database.db, '2034-02-01', '2034-02-28');
    expect([...february]).toEqual(['2034-02-01', '2034-02-02', '2034-02-14']);
    const january = await holidayDays(t.database.db, '2034-01-01', '2034-01-31');
    expect([...january]).toEqual(['2034-01-30', '2034-01-31']);
    const both = await holidayDays(t.database.db, '2034-01-01', '2034-02-28');
    expect(both.size).toBe(5);
  });

  it('clips to the bounds and knows leap years', async () => {
    expect([...(await holidayDays(t.database.db, '2034-01-31', '2034-01-31'))]).toEqual(['2034-01-31']);
    expect([...(await holidayDays(t.database.db, '2036-02-01', '2036-03-31'))]).toEqual([
      '2036-02-28',
      '2036-02-29',
      '2036-03-01',
    ]);
  });

  it('answers nothing for a range without holidays or one that ends before it starts', async () => {
    expect((await holidayDays(t.database.db, '2034-03-01', '2034-12-31')).size).toBe(0);
    expect((await holidayDays(t.database.db, '2034-02-28', '2034-02-01')).size).toBe(0);
  });

  it('isHoliday answers for one day', async () => {
    expect(await isHoliday(t.database.db, '2034-02-01')).toBe(true);
    expect(await isHoliday(t.database.db, '2034-02-03')).toBe(false);
  });
});
