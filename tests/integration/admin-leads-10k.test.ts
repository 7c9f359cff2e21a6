/**
 * /admin/leads with 10,000 leads: the route's loader, called as React Router calls it (a staff
 * session cookie on a real Request), returns the first 50 in a stable order. Timing is measured
 * by the bench (scripts/bench-admin-leads.ts), not asserted here.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader } from '../../app/routes/admin/leads/index';
import { queryRows } from '../../app/server/db/db.server';
import { addStaff } from '../../app/server/entities/staff.server';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { insertManyLeads } from '../support/inbox-factories';
import { configureTestAuth, makeSessionCookie, TEST_ORIGIN } from '../support/staff-sessions';

const STAFF = 'staff@corvane.example';
type LoaderArgs = Parameters<typeof loader>[0];

describe.each(testDatabaseKinds())('admin leads with 10,000 leads (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let cookie = '';
  beforeAll(async () => {
    configureTestAuth();
    await addStaff(STAFF, 'test', db());
    cookie = (await makeSessionCookie(db(), STAFF)).cookie;
    await insertManyLeads(db(), 10_000, new Date('2025-06-01T12:00:00Z'));
  });

  const load = async (search = '') => {
    const request = new Request(`${TEST_ORIGIN}/admin/leads${search}`, { headers: { cookie } });
    return loader({ request, params: {}, context: {} } as unknown as LoaderArgs);
  };
  const expectedIds = async (where: string, offset: number) =>
    (
      await queryRows<{ id: string }>(
        db(),
        sql.raw(`select id from contact_leads ${where} order by created_at desc, id desc limit 50 offset ${offset}`),
      )
    ).map((row) => row.id);

  it('returns the newest 50 of 10,000, ties broken by id, and the next page continues', async () => {
    const first = await load();
    expect(first.page.total).toBe(10_000);
    expect(first.page.pageCount).toBe(200);
    expect(first.page.rows).toHaveLength(50);
    expect(first.page.rows.map((row) => row.id)).toEqual(await expectedIds('', 0));
    // The same request twice gives the same page.
    expect((await load()).page.rows.map((row) => row.id)).toEqual(first.page.rows.map((row) => row.id));
    const created = first.page.rows.map((row) => new Date(row.created_at).getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const second = await load('?page=2');
    expect(second.page.rows.map((row) => row.id)).toEqual(await expectedIds('', 50));
    const seen = new Set([...first.page.rows, ...second.page.rows].map((row) => row.id));
    expect(seen.size).toBe(100);
  });

  it('filters and searches the 10,000 on the server', async () => {
    const qualified = await load('?status=qualified');
    expect(qualified.page.total).toBe(2_000);
    expect(qualified.page.rows).toHaveLength(50);
    expect(new Set(qualified.page.rows.map((row) => row.status))).toEqual(new Set(['qualified']));
    expect(qualified.page.rows.map((row) => row.id)).toEqual(await expectedIds(`where status = 'qualified'`, 0));

    const one = await load('?q=bulk1234%40example.com');
    expect(one.page.rows.map((row) => row.email)).toEqual(['bulk1234@example.com']);
  });
});
