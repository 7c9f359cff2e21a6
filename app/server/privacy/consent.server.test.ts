/**
 * The privacy notice a submission records is the live /privacy page's version (issue 44): a lead
 * sent under the seeded policy records its id (the one recorded before the policy was editable);
 * once staff publish a new version, the next lead records that version, the page shows it, and
 * the first lead keeps what it recorded.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, pageRequest, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { privacySeed } from '~/content/pages/legal';
import { PRIVACY_NOTICE_VERSION } from '~/content/site/legal';
import { firmCalendarDate } from '~/domain/schedule';
import { notifyContentChange } from '~/server/entities/audit.server';
import { writeSitePage } from '~/server/entities/site-pages.server';
import { contact_leads, site_pages } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { action as homeAction } from '~/routes/site/home';
import { loader as privacyLoader } from '~/routes/site/privacy';
import type { PageDocument } from '~/domain/page-blocks/document';
import { AR_PAGE_SEEDS } from '~/content/locales/ar/pages/index';
import { encodedPath, localizedPath } from '~/domain/locales';
import { privacyNoticeVersion } from '~/domain/page-blocks/pages-legal';
import { textVersion } from '~/domain/privacy';

const sendQuote = async (email: string) =>
  resultOf(homeAction(routeArgs<Parameters<typeof homeAction>[0]>(publicFormPost('/?index', { form: 'quote', first_name: 'Ada', last_name: 'Lovelace', email, message: 'A data platform.' }))));

/** The seeded policy with one sentence changed, as staff would publish it. */
function revisedPolicy(): PageDocument {
  const document = structuredClone(privacySeed);
  const text = document.blocks.find((block) => block.type === 'legalText');
  if (text?.type !== 'legalText') throw new Error('the privacy seed has no legal text');
  text.data.sections[0]!.paragraphs[0] = 'We collect information you give us directly, and a little technical information.';
  return document;
}

describe.each(testDatabaseKinds())('consent records the live privacy version on %s', (kind) => {
  const db = useTestDatabase(kind);
  // Pages held in memory from another database (the other kind's run) are not this one's.
  beforeAll(() => {
    configureRouteTests();
    notifyContentChange({ entity: 'site_pages' });
  });
  afterAll(() => setEnvForTests(undefined));

  const versionOf = async (email: string) => (await db().select().from(contact_leads).where(eq(contact_leads.email, email)))[0]?.privacy_notice_version;

  it('a lead before and after publishing a new policy: each records the version then live', async () => {
    const before = `before-${kind}@example.com`;
    expect((await sendQuote(before)).status).toBe(200);
    expect(await versionOf(before)).toBe(PRIVACY_NOTICE_VERSION);

    const published = await writeSitePage({ email: 'editor@corvane.example' }, 'privacy', { kind: 'publish', document: revisedPolicy() });
    expect(published).toMatchObject({ ok: true, row: { version: 2, effective_date: firmCalendarDate(new Date()) } });

    const after = `after-${kind}@example.com`;
    expect((await sendQuote(after)).status).toBe(200);
    const recorded = await versionOf(after);
    expect(recorded).toMatch(/^v2-[0-9a-f]{16}$/);
    expect(recorded).not.toBe(await versionOf(before));
    expect(await versionOf(before)).toBe(PRIVACY_NOTICE_VERSION);

    // The page visitors read is that version, effective today.
    const { page } = await privacyLoader();
    expect(page).toMatchObject({ version: 2, effectiveDate: firmCalendarDate(new Date()) });
  });
});

/**
 * Issue 48 (ADR 420): a lead from an Arabic form records the policy that form linked — the Arabic
 * policy's own id (`ar-…`, a hash of the Arabic words) while the Arabic translation is live, its
 * published versions as `ar-v{n}-…`; the English policy's id when no Arabic one is live (the form
 * then links the English policy). English leads are untouched by the Arabic versions.
 */
const ARABIC_PRIVACY_PATH = localizedPath('ar', '/privacy');

const sendArabicQuote = async (email: string) =>
  resultOf(homeAction(routeArgs<Parameters<typeof homeAction>[0]>(publicFormPost('/ar?index', { form: 'quote', first_name: 'ليلى', last_name: 'الحسيني', email, message: 'بوابة بيانات لفريق دبي.' }))));

/** The Arabic policy with one sentence changed, as staff would publish it. */
function revisedArabicPolicy(): PageDocument {
  const document = structuredClone(AR_PAGE_SEEDS.privacy!);
  const text = document.blocks.find((block) => block.type === 'legalText');
  if (text?.type !== 'legalText') throw new Error('the Arabic privacy seed has no legal text');
  text.data.sections[0]!.paragraphs[0] = 'نجمع المعلومات التي تقدّمها إلينا مباشرةً، وقليلًا من المعلومات التقنية.';
  return document;
}

describe.each(testDatabaseKinds())('consent from an Arabic form records the policy it linked on %s', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => {
    configureRouteTests();
    notifyContentChange({ entity: 'site_pages' });
  });
  afterAll(() => setEnvForTests(undefined));

  const leadOf = async (email: string) => (await db().select().from(contact_leads).where(eq(contact_leads.email, email)))[0];

  it('the seeded Arabic policy: its own id, a hash of the Arabic text the page shows', async () => {
    const email = `layla-seed-${kind}@example.com`;
    expect((await sendArabicQuote(email)).status).toBe(200);
    const lead = await leadOf(email);
    expect(lead?.locale).toBe('ar');
    // The id of the words shown at /ar/الخصوصية: title, date, introduction and sections, hashed as the English id is.
    const { page } = await privacyLoader(routeArgs<Parameters<typeof privacyLoader>[0]>(pageRequest(encodedPath(ARABIC_PRIVACY_PATH))));
    expect(page).toMatchObject({ locale: 'ar', version: 1, effectiveDate: '2025-10-27' });
    const header = page.blocks.find((block) => block.type === 'legalHeader');
    const legal = page.blocks.find((block) => block.type === 'legalText');
    if (header?.type !== 'legalHeader' || legal?.type !== 'legalText') throw new Error('the Arabic policy has no legal blocks');
    expect(header.data.title).toBe('سياسة الخصوصية');
    const sections = legal.data.sections.map((section) => ({ id: section.anchor, title: section.title, paragraphs: section.paragraphs, ...(section.bullets.length > 0 ? { bullets: section.bullets } : {}) }));
    const arabicId = textVersion(JSON.stringify([header.data.title, '2025-10-27', legal.data.intro, sections]));
    expect(lead?.privacy_notice_version).toBe(`ar-${arabicId}`);
    expect(lead?.privacy_notice_version).not.toContain(PRIVACY_NOTICE_VERSION);
  });

  it('a new Arabic version changes the next Arabic lead only; the English lead keeps the English id', async () => {
    const before = `layla-before-${kind}@example.com`;
    await sendArabicQuote(before);
    const first = (await leadOf(before))?.privacy_notice_version;
    expect(first).toMatch(/^ar-[0-9a-f]{16}$/);

    const published = await writeSitePage({ email: 'editor@corvane.example' }, 'privacy', { kind: 'publish', document: revisedArabicPolicy() }, new Date(), 'ar');
    expect(published).toMatchObject({ ok: true, row: { locale: 'ar', version: 2, effective_date: firmCalendarDate(new Date()) } });

    const after = `layla-after-${kind}@example.com`;
    await sendArabicQuote(after);
    const recorded = (await leadOf(after))?.privacy_notice_version;
    expect(recorded).toMatch(/^ar-v2-[0-9a-f]{16}$/);
    expect(recorded).toBe(`ar-${privacyNoticeVersion({ document: revisedArabicPolicy(), version: 2, effectiveDate: firmCalendarDate(new Date()) })}`);
    expect((await leadOf(before))?.privacy_notice_version).toBe(first);

    // The English policy is untouched: an English lead records the seeded English id.
    const english = `ada-${kind}@example.com`;
    await sendQuote(english);
    expect((await leadOf(english))?.privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);

    // The page Arabic visitors read is that version.
    const { page } = await privacyLoader(routeArgs<Parameters<typeof privacyLoader>[0]>(pageRequest(encodedPath(ARABIC_PRIVACY_PATH))));
    expect(page).toMatchObject({ locale: 'ar', version: 2 });
  });

  it('no live Arabic policy: an Arabic lead records the English policy the form then links', async () => {
    await db().delete(site_pages).where(eq(site_pages.locale, 'ar'));
    await db().insert(site_pages).values({ key: 'privacy', locale: 'ar', document: AR_PAGE_SEEDS.privacy!, effective_date: '2026-11-01', enabled: false });
    forgetHeldContent();
    const email = `layla-english-${kind}@example.com`;
    expect((await sendArabicQuote(email)).status).toBe(200);
    expect(await leadOf(email)).toMatchObject({ locale: 'ar', privacy_notice_version: PRIVACY_NOTICE_VERSION });
  });
});
