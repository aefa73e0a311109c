import { SortDirection } from '../../common/sort-direction';
import { fixedOrder, listAll, listPage, orderTerms, SqlConditions, sqlList, type SqlRunner, sortOf } from '../list-query';

/** A runner that answers `rows` to a page's statement and `total` to a count, and keeps what it was sent. */
function recordingRunner(rows: unknown[], total: number) {
  const sent: Array<{ sql: string; params: unknown[] }> = [];
  const runner = {
    query: (sql: string, params: unknown[] = []) => {
      sent.push({ sql, params });
      return Promise.resolve(sql.startsWith('SELECT count(*)') ? [{ total }] : rows);
    },
  } as unknown as SqlRunner;
  return { runner, sent };
}

const SORTS = {
  NAME: [{ by: 'lower(p.last_name)' }, { by: 'lower(p.first_name)' }],
  AGE: { by: 'p.birthdate', direction: 'opposite', nulls: 'NULLS LAST' },
} as const;

describe('the sort parser', () => {
  it('reads a field\'s keys in the direction asked, then the tie-break', () => {
    expect(orderTerms(sortOf(SORTS, 'NAME', SortDirection.DESC, { by: 'p.id' }))).toEqual([
      { by: 'lower(p.last_name)', direction: 'DESC' }, { by: 'lower(p.first_name)', direction: 'DESC' }, { by: 'p.id', direction: 'DESC' },
    ]);
  });

  it('turns a key sorted the other way, keeps its nulls and a fixed tie-break', () => {
    expect(orderTerms(sortOf(SORTS, 'AGE', SortDirection.ASC, { by: 'p.id', direction: SortDirection.DESC }))).toEqual([
      { by: 'p.birthdate', direction: 'DESC', nulls: 'NULLS LAST' }, { by: 'p.id', direction: 'DESC' },
    ]);
  });

  it('refuses a field the list does not sort by', () => {
    expect(() => sortOf(SORTS, 'EMAIL' as keyof typeof SORTS, SortDirection.ASC, { by: 'p.id' })).toThrow('The list has no sort field "EMAIL".');
  });
});

describe('a raw SQL list', () => {
  const order = fixedOrder([{ by: 'c.created_at', direction: SortDirection.DESC }], { by: 'c.id', direction: SortDirection.DESC });

  it('reads a page after the conditions\' parameters and counts the same rows without the order', async () => {
    const { runner, sent } = recordingRunner([{ id: 7 }], 31);
    const conditions = new SqlConditions();
    conditions.and(`c.barangay_id = ${conditions.param(4)}`).and(`c.status = ${conditions.param('pending')}`);
    const page = await listPage(sqlList(runner, { select: 'SELECT c.id FROM item c', from: 'item c', conditions }), order, { page: 3, pageSize: 10 });

    expect(page).toEqual({ items: [{ id: 7 }], total: 31, page: 3, pageSize: 10 });
    expect(sent).toEqual([
      { sql: 'SELECT c.id FROM item c WHERE c.barangay_id = $1 AND c.status = $2 ORDER BY c.created_at DESC, c.id DESC LIMIT $3 OFFSET $4', params: [4, 'pending', 10, 20] },
      { sql: 'SELECT count(*)::int AS total FROM item c WHERE c.barangay_id = $1 AND c.status = $2', params: [4, 'pending'] },
    ]);
  });

  it('reads every row, with no window and no count, when the list is read whole', async () => {
    const { runner, sent } = recordingRunner([{ id: 1 }, { id: 2 }], 2);
    const rows = await listAll(sqlList(runner, { select: 'SELECT c.id FROM item c', from: 'item c', conditions: new SqlConditions() }), order);

    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(sent).toEqual([{ sql: 'SELECT c.id FROM item c WHERE true ORDER BY c.created_at DESC, c.id DESC', params: [] }]);
  });
});
