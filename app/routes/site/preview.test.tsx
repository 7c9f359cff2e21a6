/**
 * /preview/:token (issue 43, ADR 331): an active link shows its article, partner or job — the
 * latest state or the pinned revision — with the banner, private and noindex, to a visitor without
 * a session, through the item's public view and with only what that page shows; a job's preview
 * takes no applications; a revoked link answers 410 and an unknown one 404, with no item text; the
 * token decides the item.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArticle, makeJob, makePartner } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { renderRoutePage } from '../../../tests/support/route-render';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { content_revisions, jobs, news_insights, partners } from '~/server/db/schema.server';
import { auditedUpdate } from '~/server/entities/audited-writes.server';
import { createPreviewLink, revokePreviewLink } from '~/server/entities/preview-links.server';
import { setEnvForTests } from '~/server/platform/env.server';
import type { PreviewEntity } from '~/domain/preview-links';
import * as previewRoute from './preview';
import Preview, { headers, loader, meta } from './preview';

type Args = Parameters<typeof loader>[0];
const editor = { email: 'editor@corvane.example' };

const open = (token: string) => resultOf(loader(routeArgs<Args>(pageRequest(`/preview/${token}`), { token })));
const render = (token: string, loaderData: unknown) => renderRoutePage({ Component: Preview, path: '/preview/:token', url: `/preview/${token}`, loaderData });

async function linkTo(articleId: string, revision: number | null = null, entity: PreviewEntity = 'news_insights'): Promise<{ token: string; id: string }> {
  const created = await createPreviewLink(editor, { entity, entityId: articleId, revision, expiresIn: '1d' });
  if (!created.ok) throw new Error(created.reason);
  return { token: created.token, id: created.link.id };
}

describe.each(testDatabaseKinds())('/preview/:token (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('shows the latest draft with the banner, private, uncached and noindex', async () => {
    const draft = await makeArticle(db(), { is_published: false, title: `Draft for the partner ${kind}`, content: 'Nearly **final** wording.' });
    const { token } = await linkTo(draft.id);
    const page = await open(token);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(new Headers(headers())).toEqual(page.headers);
    const data = dataOf<{ view: { entity: string; article: { id: string; title: string } } }>(page);
    expect(data.view.entity).toBe('news_insights');
    expect(data.view.article).toMatchObject({ id: draft.id, title: `Draft for the partner ${kind}` });
    expect(data.view.article).not.toHaveProperty('content');
    const html = await render(token, page.data);
    expect(html).toContain('Preview — not published');
    expect(html).toMatch(/<section aria-label="Preview — not published"/);
    expect(html).toContain(`Draft for the partner ${kind}`);
    expect(html).toContain('Nearly <strong>final</strong> wording.');
    // A preview is kept out of search: no Article structured data for an address not yet public.
    expect(html).not.toContain('application/ld+json');
    const tags = meta({ loaderData: page.data } as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('follows later saves; a link that pins a revision keeps showing that revision', async () => {
    const article = await makeArticle(db(), { is_published: false, title: 'First wording', content: 'Old body.' });
    await auditedUpdate(editor, { table: news_insights, entity: 'news_insights' }, article.id, { title: 'Second wording', content: 'New body.' }, 'update');
    const latest = await linkTo(article.id);
    const pinned = await linkTo(article.id, 1);
    expect(dataOf<{ view: { article: { title: string } } }>(await open(latest.token)).view.article.title).toBe('Second wording');
    const old = await open(pinned.token);
    expect(old.status).toBe(200);
    expect(dataOf<{ view: { article: { id: string; title: string; slug: string } } }>(old).view.article).toMatchObject({ id: article.id, title: 'First wording', slug: article.slug });
    const html = await render(pinned.token, old.data);
    expect(html).toContain('Old body.');
    expect(html).not.toContain('New body.');
  });

  it('a revoked link answers 410 and an unknown token 404, with the closed page and no article text', async () => {
    const article = await makeArticle(db(), { is_published: false, title: 'Confidential draft', content: 'Secret body.' });
    const { token, id } = await linkTo(article.id);
    await revokePreviewLink(editor, { entity: 'news_insights', entityId: article.id, linkId: id });
    const revoked = await open(token);
    expect(revoked.status).toBe(410);
    expect(revoked.headers.get('Cache-Control')).toBe('private, no-store');
    expect(revoked.data).toEqual({ state: 'revoked', view: null });
    const html = await render(token, revoked.data);
    expect(html).toContain('This preview link has expired or was revoked.');
    expect(html).not.toContain('Confidential draft');
    expect(html).not.toContain('Secret body');

    for (const unknown of ['not-a-token', 'A'.repeat(43)]) {
      const missing = await open(unknown);
      expect(missing.status).toBe(404);
      expect(missing.data).toEqual({ state: 'unknown', view: null });
      expect(await render(unknown, missing.data)).toContain('This preview link does not exist.');
    }
  });

  it("a link opens only its own article; a deleted article's link shows nothing", async () => {
    const first = await makeArticle(db(), { is_published: false, title: 'First article' });
    const second = await makeArticle(db(), { is_published: false, title: 'Second article' });
    const { token } = await linkTo(second.id);
    const page = await open(token);
    expect(dataOf<{ view: { article: { id: string } } }>(page).view.article.id).toBe(second.id);
    expect(await render(token, page.data)).not.toContain(first.title);
    const doomed = await makeArticle(db(), { is_published: false, title: 'Deleted later' });
    const orphan = await linkTo(doomed.id);
    await db().delete(news_insights).where(eq(news_insights.id, doomed.id));
    expect(await open(orphan.token)).toMatchObject({ status: 410, data: { state: 'gone', view: null } });
  });

  describe('partners', () => {
    const partnerTable = { table: partners, entity: 'partners' } as const;
    type PartnerData = { view: { entity: string; partner: Record<string, unknown>; caseStudy: unknown } };

    it('shows an inactive partner through the partner view, with the banner, noindex and nothing the public page does not show', async () => {
      const partner = await makePartner(db(), {
        name: `Hidden Partner ${kind}`,
        is_active: false,
        display_order: 7,
        description: 'Joint **delivery** work.',
        website: 'https://hidden-partner.example',
        industry: 'Insurance',
        established_date: '2018-05-01',
        case_study: '## Challenge\n\nLegacy claims.\n\n## Solution\n\nA rebuild.\n\n## Results\n\n- Faster payouts',
      });
      const { token } = await linkTo(partner.id, null, 'partners');
      const page = await open(token);
      expect(page.status).toBe(200);
      expect(new Headers(headers())).toEqual(page.headers);
      const data = dataOf<PartnerData>(page);
      expect(data.view.entity).toBe('partners');
      // Exactly the partner page's fields: not whether it is active, its order, id, timestamps or raw Markdown.
      expect(Object.keys(data.view.partner).sort()).toEqual(['established_date', 'industry', 'logo_alt', 'logo_url', 'name', 'partnership_type', 'slug', 'website']);
      const html = await render(token, page.data);
      expect(html).toMatch(/<section aria-label="Preview — not published"/);
      expect(html).toContain(`<h1 class="mt-3 text-4xl font-bold tracking-tight text-ink">Hidden Partner ${kind}</h1>`);
      expect(html).toContain('Joint <strong>delivery</strong> work.');
      expect(html).toContain('Legacy claims.');
      expect(html).toContain('Faster payouts');
      expect(html).toContain('href="https://hidden-partner.example"');
      expect(html).not.toContain('application/ld+json');
      expect(meta({ loaderData: page.data } as Parameters<typeof meta>[0])).toEqual([
        { title: `Preview — not published: Hidden Partner ${kind} | Corvane Digital` },
        { name: 'robots', content: 'noindex' },
      ]);
    });

    it("a pinned revision shows that version of the partner; the latest follows saves; a deleted partner's link is gone", async () => {
      const partner = await makePartner(db(), { name: 'Old Partner Name', description: 'Old partner text.' });
      await auditedUpdate(editor, partnerTable, partner.id, { name: 'New Partner Name', description: 'New partner text.', website: 'https://new.example' }, 'update');
      const pinned = await linkTo(partner.id, 1, 'partners');
      const latest = await linkTo(partner.id, null, 'partners');
      const old = await open(pinned.token);
      expect(dataOf<PartnerData>(old).view.partner).toMatchObject({ name: 'Old Partner Name', slug: partner.slug, website: null });
      const oldHtml = await render(pinned.token, old.data);
      expect(oldHtml).toContain('Old partner text.');
      expect(oldHtml).not.toContain('New partner text.');
      expect(dataOf<PartnerData>(await open(latest.token)).view.partner).toMatchObject({ name: 'New Partner Name', website: 'https://new.example' });
      await db().delete(partners).where(eq(partners.id, partner.id));
      expect(await open(latest.token)).toMatchObject({ status: 410, data: { state: 'gone', view: null } });
    });
  });

  describe('jobs', () => {
    const jobTable = { table: jobs, entity: 'jobs' } as const;
    type JobData = { view: { entity: string; job: Record<string, unknown> } };

    it('shows an inactive, closed job through the job view with a note instead of the application form', async () => {
      const job = await makeJob(db(), {
        title: `Hidden Engineer ${kind}`,
        is_active: false,
        closes_on: '2020-01-31',
        description: 'Build **pipelines**.',
        requirements: ['Postgres'],
        benefits: ['Four-day weeks'],
        salary_range: '$100k–$120k',
      });
      const { token } = await linkTo(job.id, null, 'jobs');
      const page = await open(token);
      expect(page.status).toBe(200);
      expect(new Headers(headers())).toEqual(page.headers);
      const data = dataOf<JobData>(page);
      expect(data.view.entity).toBe('jobs');
      expect(Object.keys(data.view.job).sort()).toEqual([
        'benefits',
        'closes_on',
        'department',
        'employment_type',
        'experience_level',
        'id',
        'location',
        'requirements',
        'salary_range',
        'slug',
        'title',
      ]);
      const html = await render(token, page.data);
      expect(html).toMatch(/<section aria-label="Preview — not published"/);
      expect(html).toContain(`Hidden Engineer ${kind}</h1>`);
      expect(html).toContain('Build <strong>pipelines</strong>.');
      expect(html).toContain('<li>Postgres</li>');
      expect(html).toContain('<li>Four-day weeks</li>');
      expect(html).toContain('$100k–$120k');
      // No application form, nothing to post: the note stands where the form goes.
      expect(html).not.toContain('<form');
      expect(html).not.toContain('Submit Application');
      expect(html).toContain('This is a preview, so it takes no applications.');
      expect(html).not.toContain('application/ld+json');
    });

    it('the preview route has no action, so a post to a preview address is refused', () => {
      expect(previewRoute).not.toHaveProperty('action');
    });

    it('a pinned revision shows that version of the job; an unusable snapshot answers gone', async () => {
      const job = await makeJob(db(), { title: 'Old Job Title', requirements: ['Old skill'] });
      await auditedUpdate(editor, jobTable, job.id, { title: 'New Job Title', requirements: ['New skill'] }, 'update');
      const pinned = await linkTo(job.id, 1, 'jobs');
      const old = await open(pinned.token);
      expect(dataOf<JobData>(old).view.job).toMatchObject({ id: job.id, title: 'Old Job Title', requirements: ['Old skill'] });
      const html = await render(pinned.token, old.data);
      expect(html).toContain('<li>Old skill</li>');
      expect(html).not.toContain('New skill');
      // A snapshot without a field the page needs shows nothing rather than a broken page.
      await db()
        .update(content_revisions)
        .set({ snapshot: { title: 'Only a title' } })
        .where(and(eq(content_revisions.entity, 'jobs'), eq(content_revisions.entity_id, job.id), eq(content_revisions.number, 1)));
      expect(await open(pinned.token)).toMatchObject({ status: 410, data: { state: 'gone', view: null } });
    });
  });
});
