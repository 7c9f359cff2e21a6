/**
 * Preview links of pages (issue 44, ADR 340): made on the page editor with a plain post (a page
 * still showing its seed is stored first), the link opens the page at its own address with the
 * page's cookie, and the page shows the link's state — the latest draft or a pinned revision — with
 * a banner and noindex; visitors without the cookie, another page, a revoked link and "Leave the
 * preview" all get the published page; sales cannot make one.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { pageRequest, routeArgs } from '../../../../tests/support/route-requests';
import { dataOf, resultOf } from '../../../../tests/support/route-results';
import { callAdmin, cookieHeader, makeSessionCookie, useStaffSession } from '../../../../tests/support/staff-sessions';
import { PAGE_SEEDS } from '~/content/pages/index';
import { aboutHero } from '~/content/site/about';
import { documentValues } from '~/domain/page-blocks/document';
import type { PageData } from '~/domain/page-blocks/page-data';
import { preview_links, site_pages, staff } from '~/server/db/schema.server';
import { revokePreviewLink } from '~/server/entities/preview-links.server';
import { addStaff } from '~/server/entities/staff.server';
import { env } from '~/server/platform/env.server';
import * as aboutRoute from '../../site/about-us';
import * as careersRoute from '../../site/careers';
import * as previewRoute from '../../site/preview';
import { action, loader } from './edit';

type Section = { previewLinks: { links: { id: string; revision: number | null }[]; revisions: number[]; created: string | null } };
type PageArgs = Parameters<typeof aboutRoute.loader>[0];
type PreviewArgs = Parameters<typeof previewRoute.loader>[0];

const EDITOR = '/admin/pages/about-us';
const params = { key: 'about-us' };

describe.each(testDatabaseKinds())('preview links of pages (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  /** Creates a link on the editor (`revision` '' for the latest draft) and answers its token, read where the editor shows it once. */
  async function createLink(revision = ''): Promise<string> {
    const created = await callAdmin(action, { path: EDITOR, params, cookie: session(), form: { intent: 'create-preview-link', expires_in: '1d', revision } });
    expect(created).toMatchObject({ status: 302, location: EDITOR, flash: { kind: 'success', message: 'Preview link created.' } });
    const reveal = cookieHeader(created.headers);
    const shown = dataOf<Section>(await callAdmin(loader, { path: EDITOR, params, cookie: `${session()}; ${reveal}` })).previewLinks.created;
    expect(shown).toMatch(new RegExp(`^${env().PUBLIC_URL}/preview/[A-Za-z0-9_-]{43}$`));
    return shown!.split('/preview/')[1]!;
  }

  /** What /preview/{token} answers: the redirect to the page and the cookie it sets. */
  async function open(token: string) {
    const answer = await resultOf(previewRoute.loader(routeArgs<PreviewArgs>(pageRequest(`/preview/${token}`), { token })));
    return { ...answer, cookie: cookieHeader(answer.headers) };
  }

  const aboutPage = async (cookie?: string) =>
    dataOf<{ page: PageData }>(await resultOf(aboutRoute.loader(routeArgs<PageArgs>(pageRequest('/about-us', cookie ? { Cookie: cookie } : {}))))).page;
  const heroHeadline = (page: PageData) => (page.blocks[0]!.data as { headline: string }).headline;

  it('opens the latest draft at the page’s address, with a banner and noindex, to the link’s holder only', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    expect(dataOf<Section>(await callAdmin(loader, { path: EDITOR, params, cookie: session() })).previewLinks).toMatchObject({ links: [], revisions: [], created: null });

    // The page is still its seed: making a link stores it first.
    const token = await createLink();
    const [row] = await db().select().from(site_pages).where(eq(site_pages.key, 'about-us'));
    expect(row).toBeDefined();
    const draftHeadline = `A draft to review (${kind})`;
    const saved = await callAdmin(action, { path: EDITOR, params, cookie: session(), form: { ...documentValues(PAGE_SEEDS['about-us']), 'block.0.headline': draftHeadline, intent: 'save' } });
    expect(saved.status).toBe(302);

    const opened = await open(token);
    expect(opened.status).toBe(303);
    expect(opened.location).toBe('/about-us');
    expect(opened.headers.get('Cache-Control')).toBe('private, no-store');
    expect(opened.headers.get('X-Robots-Tag')).toBe('noindex');
    const setCookie = opened.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^firmsite_preview_about-us=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);

    const previewed = await aboutPage(opened.cookie);
    expect(heroHeadline(previewed)).toBe(draftHeadline);
    expect(previewed.preview).toEqual({
      title: 'Preview — not published',
      text: expect.stringContaining('You are seeing this page’s latest draft') as unknown as string,
      link: { label: 'Leave the preview', href: '/preview/exit?page=about-us' },
    });
    const tags = aboutRoute.meta({ loaderData: { page: previewed }, matches: [] } as unknown as Parameters<typeof aboutRoute.meta>[0]);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });

    // Visitors, and the same token under another page's cookie, see the published page.
    const published = await aboutPage();
    expect(heroHeadline(published)).toBe(aboutHero.headline);
    expect(published.preview).toBeUndefined();
    const elsewhere = opened.cookie.replace('firmsite_preview_about-us=', 'firmsite_preview_careers=');
    const careers = dataOf<{ page: PageData }>(await resultOf(careersRoute.loader(routeArgs<Parameters<typeof careersRoute.loader>[0]>(pageRequest('/careers', { Cookie: elsewhere }))))).page;
    expect(careers.preview).toBeUndefined();

    // Leaving clears the cookie and goes back to the page; an unknown page goes home.
    const left = await resultOf(previewRoute.loader(routeArgs<PreviewArgs>(pageRequest('/preview/exit?page=about-us'), { token: 'exit' })));
    expect(left).toMatchObject({ status: 303, location: '/about-us' });
    expect(left.headers.getSetCookie().join('\n')).toMatch(/^firmsite_preview_about-us=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
    const nowhere = await resultOf(previewRoute.loader(routeArgs<PreviewArgs>(pageRequest('/preview/exit?page=nope'), { token: 'exit' })));
    expect(nowhere).toMatchObject({ status: 303, location: '/' });

    // A revoked link shows the published page at once, and opens nothing any more.
    const [link] = await db().select().from(preview_links).where(eq(preview_links.entity_id, row!.id));
    await revokePreviewLink({ email: 'owner@corvane.example' }, { entity: 'site_pages', entityId: row!.id, linkId: link!.id });
    expect(heroHeadline(await aboutPage(opened.cookie))).toBe(aboutHero.headline);
    expect((await open(token)).status).toBe(410);
  });

  it('a link that pins a revision keeps showing it after later saves', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    const first = `First wording (${kind})`;
    await callAdmin(action, { path: EDITOR, params, cookie: session(), form: { ...documentValues(PAGE_SEEDS['about-us']), 'block.0.headline': first, intent: 'save' } });
    const { revisions } = dataOf<Section>(await callAdmin(loader, { path: EDITOR, params, cookie: session() })).previewLinks;
    const token = await createLink(String(revisions[0]));
    await callAdmin(action, { path: EDITOR, params, cookie: session(), form: { ...documentValues(PAGE_SEEDS['about-us']), 'block.0.headline': 'Second wording', intent: 'save' } });
    const previewed = await aboutPage((await open(token)).cookie);
    expect(heroHeadline(previewed)).toBe(first);
    expect(previewed.preview?.text).toContain(`version ${revisions[0]} of this page’s history`);
  });

  it('refuses sales, and its post writes nothing', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    const sales = `pages-link-sales-${kind}@corvane.example`;
    await addStaff(sales, 'test', db());
    await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, sales));
    const cookie = (await makeSessionCookie(db(), sales)).cookie;
    const linksBefore = await db().select().from(preview_links);
    const posted = await callAdmin(action, { path: EDITOR, params, cookie, form: { intent: 'create-preview-link', expires_in: '1d', revision: '' } });
    expect(posted.status).toBe(403);
    expect(await db().select().from(site_pages)).toEqual([]);
    expect(await db().select().from(preview_links)).toEqual(linksBefore);
  });
});
