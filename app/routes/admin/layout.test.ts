/**
 * The admin frame: its loader shows the signed-in address and the one-time message, and its
 * middleware adds the refreshed session cookie to every admin answer — redirects included. Its
 * header holds the content search box (issue 45): a labelled GET form to /admin/search.
 */
import { describe, expect, it } from 'vitest';
import { setFlash } from '~/server/platform/flash.server';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf } from '../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../tests/support/staff-sessions';
import { SESSION_COOKIE } from '../../../tests/support/staff-sessions';
import { renderRoutePage } from '../../../tests/support/route-render';
import AdminLayout, { loader } from './layout';

describe.each(testDatabaseKinds())('/admin layout (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('shows the address and takes the one-time message, clearing it, with the session refreshed', async () => {
    const flash = (await setFlash({ kind: 'success', message: 'Article deleted.' })).split(';')[0];
    const page = await callAdmin(loader, { path: '/admin', cookie: `${session()}; ${flash}` });
    expect(dataOf<{ email: string; flash: unknown }>(page)).toEqual({
      email: 'staff@corvane.example',
      role: 'owner',
      flash: { kind: 'success', message: 'Article deleted.' },
      // Issue 21: who the member is (drafts are theirs) and their zone; nothing posted comes back
      // from the server (ADR 280: a form kept across an ended session stays in the browser).
      staffId: expect.any(String),
      timeZone: 'UTC',
      timeZoneChosen: false,
    });
    expect(page.headers.getSetCookie().some((cookie) => cookie.startsWith('firmsite_flash=;'))).toBe(true);
    expect(refreshesSession(page.headers)).toBe(true);
  });

  it('an anonymous visitor is sent to sign in with the path asked for', async () => {
    const refused = await callAdmin(loader, { path: '/admin/news?category=News' });
    expect(refused).toMatchObject({ status: 302, location: '/admin/login?redirect=%2Fadmin%2Fnews%3Fcategory%3DNews' });
    expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });

  it('has the content search box in its header: a labelled GET form to /admin/search', async () => {
    const frame = dataOf<Record<string, unknown>>(await callAdmin(loader, { path: '/admin', cookie: session() }));
    const html = await renderRoutePage({ Component: AdminLayout, path: '/admin', loaderData: frame });
    const form = /<form[^>]*action="\/admin\/search"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(/method="get"/);
    expect(form).toMatch(/role="search"/);
    expect(form).toContain('<label for="admin-header-search" class="sr-only">Search content</label>');
    expect(form).toMatch(/<input[^>]*id="admin-header-search"[^>]*type="search"[^>]*name="q"/);
  });
});
