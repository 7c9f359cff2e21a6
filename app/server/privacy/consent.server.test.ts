/**
 * The privacy notice a submission records is the live /privacy page's version (issue 44): a lead
 * sent under the seeded policy records its id (the one recorded before the policy was editable);
 * once staff publish a new version, the next lead records that version, the page shows it, and
 * the first lead keeps what it recorded.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { privacySeed } from '~/content/pages/legal';
import { PRIVACY_NOTICE_VERSION } from '~/content/site/legal';
import { firmCalendarDate } from '~/domain/schedule';
import { notifyContentChange } from '~/server/entities/audit.server';
import { writeSitePage } from '~/server/entities/site-pages.server';
import { contact_leads } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { action as homeAction } from '~/routes/site/home';
import { loader as privacyLoader } from '~/routes/site/privacy';
import type { PageDocument } from '~/domain/page-blocks/document';

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
