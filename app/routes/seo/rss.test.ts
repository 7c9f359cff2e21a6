/** /news-insights/rss.xml: the feed's bytes — published articles, newest first, escaped, at the public origin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArticle } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { configureRouteTests } from '../../../tests/support/route-requests';
import { setEnvForTests } from '~/server/platform/env.server';
import { loader } from './rss';

describe.each(testDatabaseKinds())('/news-insights/rss.xml (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests({ PUBLIC_URL: 'https://www.corvane.example' }));
  afterAll(() => setEnvForTests(undefined));

  it('answers RSS with the published articles newest first, their text escaped, drafts left out', async () => {
    const older = await makeArticle(db(), { title: 'Older piece', published_date: '2025-01-02' });
    const newer = await makeArticle(db(), { title: 'Cloud & <Data> "at scale"', excerpt: 'Less is <more>.', published_date: '2025-02-03' });
    const draft = await makeArticle(db(), { title: 'Unreleased draft', published_date: '2025-03-01', is_published: false });

    const response = await loader();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=900');
    const xml = await response.text();
    expect(xml).toContain('<title>Corvane Digital News &amp; Insights</title>');
    expect(xml).toContain('<atom:link href="https://www.corvane.example/news-insights/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<title>Cloud &amp; &lt;Data&gt; &quot;at scale&quot;</title>');
    expect(xml).toContain('<description>Less is &lt;more&gt;.</description>');
    expect(xml).not.toContain(draft.slug);
    expect(xml).not.toContain('Unreleased draft');
    const items = [...xml.matchAll(/<guid isPermaLink="true">https:\/\/www\.corvane\.example\/news-insights\/([^<]+)<\/guid>/g)].map((match) => match[1]);
    expect(items.indexOf(newer.slug)).toBeGreaterThanOrEqual(0);
    expect(items.indexOf(newer.slug)).toBeLessThan(items.indexOf(older.slug));
  });
});
