/**
 * The terms and privacy policy in Arabic (issue 48, ADR 420 point 3): shipped as seeds, so on a
 * fresh database they answer at /ar/الشروط and /ar/الخصوصية with the Arabic text, the date in
 * Arabic ("آخر تحديث: 27 أكتوبر 2025", Latin digits) and the hreflang pair with the English page
 * (which lists the Arabic one in turn); a published Arabic version names its number in Arabic.
 */
import { describe, expect, it } from 'vitest';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { renderRoutePage } from '../../../tests/support/route-render';
import { pageRequest } from '../../../tests/support/route-requests';
import { AR_PAGE_SEEDS } from '~/content/locales/ar/pages/index';
import { encodedPath, localizedPath } from '~/domain/locales';
import { firmCalendarDate } from '~/domain/schedule';
import { site_pages } from '~/server/db/schema.server';
import { writeSitePage } from '~/server/entities/site-pages.server';
import Privacy, { loader as privacyLoader, meta as privacyMeta } from './privacy';
import Terms, { loader as termsLoader, meta as termsMeta } from './terms';

const ORIGIN = 'https://www.corvane.example';
const matches = [{ id: 'root', loaderData: { origin: ORIGIN } }];
const privacyPath = localizedPath('ar', '/privacy');
const termsPath = localizedPath('ar', '/terms');
const argsAt = (path: string) => ({ request: pageRequest(encodedPath(path)), params: {}, context: {} }) as never;

/** The hreflang cluster a page's head lists: language → address. */
function hreflangs(meta: readonly unknown[]): Record<string, string> {
  const links = meta.filter((entry): entry is { rel: string; hrefLang: string; href: string } => (entry as { rel?: string }).rel === 'alternate');
  return Object.fromEntries(links.map((link) => [link.hrefLang, link.href]));
}

describe.each(testDatabaseKinds())('the Arabic legal pages (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('/ar/الخصوصية: the Arabic policy, its date in Arabic, the pair with /privacy both ways', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    const loaderData = await privacyLoader(argsAt(privacyPath));
    expect(loaderData.page).toMatchObject({ key: 'privacy', locale: 'ar', version: 1, effectiveDate: '2025-10-27', blocks: AR_PAGE_SEEDS.privacy!.blocks });
    const html = await renderRoutePage({ Component: Privacy, path: privacyPath, loaderData });
    expect(html).toContain('<h1 id="heading-title" class="text-4xl font-bold tracking-tight sm:text-5xl">سياسة الخصوصية</h1>');
    expect(html).toContain('آخر تحديث: <time dateTime="2025-10-27">27 أكتوبر 2025</time>');
    expect(html).toContain('<h2 id="your-rights-title" class="text-2xl font-bold tracking-tight">حقوقك وخياراتك</h2>');

    const cluster = { en: `${ORIGIN}/privacy`, ar: `${ORIGIN}${encodedPath(privacyPath)}`, 'x-default': `${ORIGIN}/privacy` };
    const meta = privacyMeta({ loaderData, matches } as never);
    expect(meta).toContainEqual({ title: 'سياسة الخصوصية | Corvane Digital' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}${encodedPath(privacyPath)}` });
    expect(hreflangs(meta)).toEqual(cluster);
    const english = await privacyLoader(argsAt('/privacy'));
    expect(english.page.locale).toBe('en');
    expect(hreflangs(privacyMeta({ loaderData: english, matches } as never))).toEqual(cluster);
  });

  it('/ar/الشروط: twelve numbered Arabic sections; a published Arabic version names its number in Arabic, the English terms unchanged', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    const loaderData = await termsLoader(argsAt(termsPath));
    const html = await renderRoutePage({ Component: Terms, path: termsPath, loaderData });
    expect(html).toContain('>الشروط والأحكام</h1>');
    expect(html).toContain('<h2 id="section-1-title" class="text-2xl font-bold tracking-tight">1. قبول الشروط</h2>');
    expect(html).toContain('<h2 id="section-12-title" class="text-2xl font-bold tracking-tight">12. القانون الحاكم والتواصل</h2>');
    expect(hreflangs(termsMeta({ loaderData, matches } as never))).toEqual({ en: `${ORIGIN}/terms`, ar: `${ORIGIN}${encodedPath(termsPath)}`, 'x-default': `${ORIGIN}/terms` });

    const revised = structuredClone(AR_PAGE_SEEDS.terms!);
    revised.seo.description = `وصف جديد للشروط (${kind}).`;
    const published = await writeSitePage({ email: 'editor@corvane.example' }, 'terms', { kind: 'publish', document: revised }, new Date(), 'ar');
    expect(published).toMatchObject({ ok: true, row: { locale: 'ar', version: 2 } });
    const after = await termsLoader(argsAt(termsPath));
    expect(after.page).toMatchObject({ locale: 'ar', version: 2, effectiveDate: firmCalendarDate(new Date()) });
    const revisedHtml = await renderRoutePage({ Component: Terms, path: termsPath, loaderData: after });
    expect(revisedHtml).toMatch(/آخر تحديث: <time dateTime="\d{4}-\d{2}-\d{2}">[^<]+<\/time><span> \(الإصدار 2\)<\/span>/);
    expect((await termsLoader(argsAt('/terms'))).page).toMatchObject({ locale: 'en', version: 1 });
  });

  it('an Arabic legal page nobody can see (its row disabled) answers 404 at its Arabic address; the English page lists no pair', async () => {
    await db().delete(site_pages);
    await db().insert(site_pages).values({ key: 'privacy', locale: 'ar', document: AR_PAGE_SEEDS.privacy!, effective_date: '2025-10-27', enabled: false });
    forgetHeldContent();
    await expect(privacyLoader(argsAt(privacyPath))).rejects.toMatchObject({ status: 404 });
    expect(hreflangs(privacyMeta({ loaderData: await privacyLoader(argsAt('/privacy')), matches } as never))).toEqual({});
    await db().delete(site_pages);
    forgetHeldContent();
  });
});
