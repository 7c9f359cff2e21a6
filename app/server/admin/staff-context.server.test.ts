/**
 * Issue 21 on the server, as ADR 280 leaves it: a save that meets an ended session goes to sign-in
 * with the way back to the same form and nothing else (the member's browser keeps what was typed:
 * components/admin/form-draft.tsx, tests/e2e/back-office.spec.ts); and the staff member's time
 * zone as the layout hands it to every admin screen.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audit_log, staff } from '~/server/db/schema.server';
import { action as saveArticle } from '~/routes/admin/news/form';
import { loader as layoutLoader } from '~/routes/admin/layout';
import { action as saveProfile } from '~/routes/admin/profile';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf } from '../../../tests/support/route-results';
import { callAdmin, useStaffSession } from '../../../tests/support/staff-sessions';
import type { AdminStaffContext } from '~/domain/admin-staff';

const article = { intent: 'save', title: 'Two hours of typing', slug: '', category: 'News', author: 'Dana', published_date: '2026-11-22', excerpt: 'Kept.', content: '## Long', featured_image: '' };

describe.each(testDatabaseKinds())('the staff context and an ended session (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('a save or a delete without a session goes to sign-in with the way back to the same form, and nothing more', async () => {
    const saved = await callAdmin(saveArticle, { path: '/admin/news/new', form: article });
    expect(saved).toMatchObject({ status: 302, location: '/admin/login?redirect=%2Fadmin%2Fnews%2Fnew' });
    const deleted = await callAdmin(saveArticle, { path: '/admin/news/new', form: { intent: 'delete', id: crypto.randomUUID() } });
    expect(deleted).toMatchObject({ status: 302, location: '/admin/login?redirect=%2Fadmin%2Fnews%2Fnew' });
    // Back after signing in, the layout hands the form who the member is and their zone: what was
    // typed comes from their own browser's draft, keyed by that id.
    const page = dataOf<AdminStaffContext>(await callAdmin(layoutLoader, { path: '/admin/news/new', cookie: session() }));
    expect(Object.keys(page).sort()).toEqual(['email', 'flash', 'role', 'staffId', 'timeZone', 'timeZoneChosen']);
  });

  it('the zone: UTC at first, the browser’s once detected, the chosen one kept over a detected one, each change audited', async () => {
    const first = dataOf<AdminStaffContext>(await callAdmin(layoutLoader, { path: '/admin', cookie: session() }));
    expect(first).toMatchObject({ timeZone: 'UTC', timeZoneChosen: false });

    await callAdmin(saveProfile, { path: '/admin/profile', cookie: session(), form: { intent: 'detect', time_zone: 'Asia/Calcutta', via: 'fetcher' } });
    expect(dataOf<AdminStaffContext>(await callAdmin(layoutLoader, { path: '/admin', cookie: session() }))).toMatchObject({ timeZone: 'Asia/Kolkata', timeZoneChosen: false });

    const chosen = await callAdmin(saveProfile, { path: '/admin/profile', cookie: session(), form: { intent: 'save', time_zone: 'Asia/Dubai', back: '/admin/leads' } });
    expect(chosen).toMatchObject({ status: 302, location: '/admin/leads', flash: { kind: 'success', message: 'Time zone set to Asia/Dubai.' } });
    await callAdmin(saveProfile, { path: '/admin/profile', cookie: session(), form: { intent: 'detect', time_zone: 'America/Chicago', via: 'fetcher' } });
    expect(dataOf<AdminStaffContext>(await callAdmin(layoutLoader, { path: '/admin', cookie: session() }))).toMatchObject({ timeZone: 'Asia/Dubai', timeZoneChosen: true });

    const refused = await callAdmin(saveProfile, { path: '/admin/profile', cookie: session(), form: { intent: 'save', time_zone: 'Mars/Olympus' } });
    expect(refused.status).toBe(400);
    expect(dataOf<{ message: string }>(refused).message).toBe('Please choose a time zone from the list.');

    const [member] = await db().select().from(staff).where(eq(staff.email, 'staff@corvane.example'));
    const audits = await db().select().from(audit_log).where(and(eq(audit_log.entity, 'staff'), eq(audit_log.entity_id, member!.id)));
    expect(audits.map((row) => row.changes)).toEqual([
      { time_zone: { before: null, after: 'Asia/Kolkata' } },
      { time_zone: { before: 'Asia/Kolkata', after: 'Asia/Dubai' }, time_zone_chosen: { before: false, after: true } },
    ]);
  });
});
