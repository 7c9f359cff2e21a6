/**
 * Issue 21: a form saved after the session ended is kept by the server and brought back to the
 * same form after signing in — the path a browser without JavaScript takes (and one with it).
 * Also the staff member's time zone as the layout hands it to every admin screen.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminFormResume, audit_log, staff } from '~/server/db/schema.server';
import { action as saveArticle } from '~/routes/admin/news/form';
import { loader as layoutLoader } from '~/routes/admin/layout';
import { action as saveProfile } from '~/routes/admin/profile';
import { keepPostedForm } from '~/server/admin/form-resume.server';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf } from '../../../tests/support/route-results';
import { callAdmin, useStaffSession } from '../../../tests/support/staff-sessions';
import type { AdminStaffContext } from '~/domain/admin-staff';

const article = { intent: 'save', title: 'Two hours of typing', slug: '', category: 'News', author: 'Dana', published_date: '2026-11-22', excerpt: 'Kept.', content: '## Long', featured_image: '' };

describe.each(testDatabaseKinds())('work kept across an ended session (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('a save without a session goes to sign-in with a way back; after signing in the form gets what was typed, once', async () => {
    const refused = await callAdmin(saveArticle, { path: '/admin/news/new', form: article });
    expect(refused.status).toBe(302);
    const redirect = new URL(refused.location!, 'http://x').searchParams.get('redirect') ?? '';
    const back = new URL(redirect, 'http://x');
    expect(back.pathname).toBe('/admin/news/new');
    const resumeId = back.searchParams.get('resume') ?? '';
    expect(resumeId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // Nothing was saved, only kept.
    const [kept] = await db().select().from(adminFormResume).where(eq(adminFormResume.id, resumeId));
    expect(kept).toMatchObject({ path: '/admin/news/new', values: expect.objectContaining({ title: 'Two hours of typing', content: '## Long' }) });

    // Another page's address does not take it.
    const elsewhere = await callAdmin(layoutLoader, { path: `/admin/teams/new?resume=${resumeId}`, cookie: session() });
    expect(dataOf<AdminStaffContext>(elsewhere).resumed).toBeNull();

    const page = await callAdmin(layoutLoader, { path: `/admin/news/new?resume=${resumeId}`, cookie: session() });
    expect(dataOf<AdminStaffContext>(page).resumed).toMatchObject({ title: 'Two hours of typing', author: 'Dana', content: '## Long' });
    const again = await callAdmin(layoutLoader, { path: `/admin/news/new?resume=${resumeId}`, cookie: session() });
    expect(dataOf<AdminStaffContext>(again).resumed).toBeNull();
    expect(await db().select().from(adminFormResume).where(eq(adminFormResume.id, resumeId))).toEqual([]);
  });

  it('a save posted with a file (multipart) keeps its text fields, not the file, and reads the body it was sent', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(article)) form.append(name, value);
    form.append('file', new File([new Uint8Array(1000)], 'photo.jpg', { type: 'image/jpeg' }));
    const request = new Request('http://localhost/admin/news/new', { method: 'POST', body: form });
    const id = await keepPostedForm(request, '/admin/news/new');
    expect(request.bodyUsed).toBe(true);
    const [kept] = await db().select().from(adminFormResume).where(eq(adminFormResume.id, id ?? ''));
    expect(kept?.values).toEqual({ ...article });
  });

  it('a delete without a session keeps nothing and goes to sign-in as before', async () => {
    const refused = await callAdmin(saveArticle, { path: '/admin/news/new', form: { intent: 'delete', id: crypto.randomUUID() } });
    expect(refused).toMatchObject({ status: 302, location: '/admin/login?redirect=%2Fadmin%2Fnews%2Fnew' });
  });

  it('the zone: UTC at first, the browser’s once detected, the chosen one kept over a detected one, each change audited', async () => {
    const first = dataOf<AdminStaffContext>(await callAdmin(layoutLoader, { path: '/admin', cookie: session() }));
    expect(first).toMatchObject({ timeZone: 'UTC', timeZoneChosen: false, resumed: null });

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
