import { describe, expect, it } from 'vitest';
import { changesOf } from './changeDiff';

const zone = 'Asia/Colombo';
const brief = (before: unknown, after: unknown) =>
  changesOf(before, after, zone).map((c) => `${c.label}: ${c.old ?? '—'} → ${c.new ?? '—'}`);

describe('changesOf: a change as people read it', () => {
  it('lists a created record’s fields, and a removed one’s, without bookkeeping', () => {
    expect(brief(null, { name: 'Kandy Textiles', version: 1, updatedAt: '2026-01-01T00:00:00Z' })).toEqual([
      'Name: — → Kandy Textiles',
    ]);
    expect(brief({ task_no: '3', name: 'Wire the tills' }, null)).toEqual([
      'Name: Wire the tills → —',
      'Task no: 3 → —',
    ]);
  });

  it('does not read a field the change did not record as removed', () => {
    expect(brief({ due_date: '2026-03-01', title: 'Old' }, { due_date: '2026-03-04' })).toEqual([
      'Due date: 01/03/2026 → 04/03/2026',
    ]);
  });

  it('keys a list of records by their ids, so one removed row does not shift the rest', () => {
    const before = {
      branches: [
        { id: 3, name: 'Kandy', pos_count: 2 },
        { id: 4, name: 'Galle', pos_count: 1 },
      ],
    };
    const after = { branches: [{ id: 4, name: 'Galle', pos_count: 5 }] };
    expect(brief(before, after)).toEqual(['Branches #4 › Pos count: 1 → 5']);
    expect(brief({ permissions: [1, 2] }, { permissions: [1, 2, 9] })).toEqual([
      'Permissions: 1, 2 → 1, 2, 9',
    ]);
  });

  it('names board sections, yes and no, days and company-time instants', () => {
    expect(brief({ section: 2, locked: false }, { section: 3, locked: true })).toEqual([
      'Locked: No → Yes',
      'Section: Picked → Ongoing',
    ]);
    expect(brief(null, { decided_at: '2026-11-26T18:45:00.000Z' })).toEqual([
      'Decided at: — → 27/11/2026 00:15',
    ]);
  });

  it('leaves out an id whose record’s name sits beside it', () => {
    expect(
      brief(null, {
        branch_id: 7,
        branch_name: 'Colombo 03',
        created_by: { id: 2, name: 'Anoma Silva' },
        job_id: 9,
      }),
    ).toEqual(['Branch name: — → Colombo 03', 'Created by › Name: — → Anoma Silva', 'Job id: — → 9']);
  });

  it('never returns a secret’s value, only that it changed', () => {
    const [change] = changesOf({ password_hash: 'a' }, { password_hash: 'b' }, zone);
    expect(change).toEqual({
      field: 'password_hash',
      label: 'Password hash',
      old: 'hidden',
      new: 'hidden',
      secret: true,
    });
    expect(changesOf(null, { api_key: 'k' }, zone)[0]).toMatchObject({ old: null, new: 'hidden' });
    expect(changesOf(null, { footprint: 'kept' }, zone)[0]).toMatchObject({ new: 'kept', secret: false });
  });
});
