/**
 * /privacy (issue 44): a visitor gets the live policy — on a fresh database the shipped one,
 * version 1 of its effective date; an editor signed in sees the draft under the preview banner;
 * other staff (sales) and visitors see what is published.
 */
import { describe, expect, it } from 'vitest';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { configureTestAuth, makeSessionCookie, TEST_ORIGIN } from '../../../tests/support/staff-sessions';
import { PAGE_SEEDS } from '~/content/pages/index';
import { privacyLastUpdated } from '~/content/site/legal';
import { addStaff } from '~/server/entities/staff.server';
import { writeSitePage } from '~/server/entities/site-pages.server';
import { site_pages, staff } from '~/server/db/schema.server';
import { eq } from 'drizzle-orm';
import { loader } from './privacy';

const asVisitor = (cookie?: string) => loader({ request: new Request(`${TEST_ORIGIN}/privacy`, { headers: cookie ? { cookie } : {} }) } as Parameters<typeof loader>[0]);

describe.each(testDatabaseKinds())('/privacy (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('gives a visitor the shipped policy, version 1 of its date', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    const { page } = await asVisitor();
    expect(page).toMatchObject({ key: 'privacy', version: 1, effectiveDate: privacyLastUpdated, blocks: PAGE_SEEDS.privacy.blocks });
    expect(page.preview).toBeUndefined();
  });

  it('shows an editor the draft with the preview banner; sales and visitors the published policy', async () => {
    configureTestAuth();
    await db().delete(site_pages);
    forgetHeldContent();
    const editor = `privacy-editor-${kind}@corvane.example`;
    const sales = `privacy-sales-${kind}@corvane.example`;
    await addStaff(editor, 'test', db());
    await addStaff(sales, 'test', db());
    await db().update(staff).set({ role: 'editor' }).where(eq(staff.email, editor));
    await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, sales));
    const draft = structuredClone(PAGE_SEEDS.privacy);
    draft.seo.title = `Privacy draft ${kind}`;
    await writeSitePage({ email: editor }, 'privacy', { kind: 'draft', document: draft });

    const editorView = (await asVisitor((await makeSessionCookie(db(), editor)).cookie)).page;
    expect(editorView.seo.title).toBe(`Privacy draft ${kind}`);
    expect(editorView.preview?.text).toContain('visitors see version 1');
    for (const cookie of [(await makeSessionCookie(db(), sales)).cookie, undefined]) {
      const { page } = await asVisitor(cookie);
      expect(page.seo.title).toBe(PAGE_SEEDS.privacy.seo.title);
      expect(page.preview).toBeUndefined();
    }
  });
});
