/**
 * /security-services: the download gate's action (product §5 Download gate, §7 row, §8 texts);
 * issue 48: the Arabic page at its Arabic address, and an editor's Arabic draft previewed there.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { configureTestAuth, makeSessionCookie } from '../../../tests/support/staff-sessions';
import { PAGE_SEEDS } from '~/content/pages/index';
import { arSecurityServicesSeed } from '~/content/locales/ar/pages/security-services';
import { addStaff } from '~/server/entities/staff.server';
import { writeSitePage } from '~/server/entities/site-pages.server';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, pageRequest, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { contact_leads, site_pages, staff } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { action, loader } from './security-services';

type GateAnswer = { ok: boolean; title: string; message: string; key?: string; extra?: Record<string, unknown> };
const send = async (fields: Record<string, string>) =>
  resultOf(action(routeArgs<Parameters<typeof action>[0]>(publicFormPost('/security-services', { form: 'download_gate', ...fields }))));

describe.each(testDatabaseKinds())('/security-services download gate (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('stores a lead naming the resource, type, page and consultation, and offers the file', async () => {
    expect((await loader()).formToken).toMatch(/\S/);
    const email = `ciso-${kind}@bank.example`;
    const result = await send({ resource_id: 'ai-governance-master-policy.pdf', email, consultation: 'on' });
    expect(result.status).toBe(200);
    expect(dataOf<GateAnswer>(result)).toMatchObject({
      ok: true,
      key: 'ai-governance-master-policy.pdf',
      extra: { resource_name: 'AI Governance Master Policy', resource_type: 'guide', available: true },
    });
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.email, email));
    expect(lead).toMatchObject({
      first_name: '',
      last_name: '',
      company_name: null,
      message: 'Downloaded AI Governance Master Policy (guide) from /security-services page and requested consultation',
      status: 'new',
      form: 'download_gate',
    });
  });

  it('says a resource without a file is not available (the coming-soon case)', async () => {
    const result = await send({ resource_id: 'ai-trust-center-blueprint.pdf', email: `later-${kind}@bank.example` });
    expect(dataOf<GateAnswer>(result)).toMatchObject({ ok: true, extra: { resource_name: 'AI Trust Center Blueprint', resource_type: 'blueprint', available: false } });
  });

  it('refuses an empty or malformed address with the product\'s alerts, storing nothing', async () => {
    const before = (await db().select().from(contact_leads)).length;
    const empty = await send({ resource_id: 'ai-governance-master-policy.pdf', email: '' });
    expect(empty.status).toBe(400);
    expect(dataOf<GateAnswer>(empty)).toMatchObject({ ok: false, message: 'Please enter your email address to download the resource.' });
    const invalid = await send({ resource_id: 'ai-governance-master-policy.pdf', email: 'x@y' });
    expect(dataOf<GateAnswer>(invalid)).toMatchObject({ ok: false, title: 'Invalid Email', message: 'Please enter a valid email address.' });
    expect((await db().select().from(contact_leads)).length).toBe(before);
  });
});

describe.each(testDatabaseKinds())('/security-services in Arabic (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureTestAuth());
  afterAll(() => setEnvForTests(undefined));
  const arabicPath = encodeURI('/ar/الخدمات-الأمنية');
  const visit = (path: string, cookie?: string) => loader(routeArgs<Parameters<typeof loader>[0]>(pageRequest(path, cookie ? { cookie } : {})));

  it('serves the Arabic seed at its Arabic address; an editor sees the Arabic draft there, and only there', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    const { page } = await visit(arabicPath);
    expect(page).toMatchObject({ locale: 'ar', seo: { title: arSecurityServicesSeed.seo.title }, blocks: arSecurityServicesSeed.blocks });

    const editor = `security-ar-editor-${kind}@corvane.example`;
    await addStaff(editor, 'test', db());
    await db().update(staff).set({ role: 'editor' }).where(eq(staff.email, editor));
    const draft = structuredClone(arSecurityServicesSeed);
    draft.seo.title = 'مسودة الخدمات الأمنية';
    expect((await writeSitePage({ email: editor }, 'security-services', { kind: 'draft', document: draft }, new Date(), 'ar')).ok).toBe(true);
    const cookie = (await makeSessionCookie(db(), editor)).cookie;

    const editorView = (await visit(arabicPath, cookie)).page;
    expect(editorView.seo.title).toBe('مسودة الخدمات الأمنية');
    expect(editorView.preview).toMatchObject({ title: 'Draft preview', link: { href: '/admin/pages/security-services?locale=ar' } });
    expect(editorView.preview?.text).toContain('visitors see version 1');
    // The English page has no draft: the editor sees it as published; a visitor sees the Arabic seed.
    const english = (await visit('/security-services', cookie)).page;
    expect(english).toMatchObject({ locale: 'en', seo: { title: PAGE_SEEDS['security-services'].seo.title } });
    expect(english.preview).toBeUndefined();
    const visitor = (await visit(arabicPath)).page;
    expect(visitor.seo.title).toBe(arSecurityServicesSeed.seo.title);
    expect(visitor.preview).toBeUndefined();
  });
});
