/**
 * The media library's alt text on the public pages (issue 17, second pass): a library image used as
 * a testimonial image, a partner logo, an article's featured image (here pasted as an absolute
 * address) or a portfolio image is rendered with the alt text staff wrote for it in the library;
 * an external image keeps the page's own text (alt="" beside a title, the partner's name).
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import Article, { loader as articleLoader } from '../../app/routes/site/article';
import Partner, { loader as partnerLoader } from '../../app/routes/site/partner';
import Partners, { loader as partnersLoader } from '../../app/routes/site/partners';
import { ArticleCard } from '../../app/components/site/insights-grid';
import { PortfolioCard } from '../../app/components/site/portfolio-card';
import { SuccessStories } from '../../app/components/site/success-stories';
import { TestimonialCarousel } from '../../app/components/site/testimonial-carousel';
import { media_images, news_insights, partners, portfolio_projects, testimonials } from '../../app/server/db/schema.server';
import { uploadImage } from '../../app/server/entities/media.server';
import { listPublishedArticles } from '../../app/server/entities/news.server';
import { listActiveProjects, listCaseStudyProjects } from '../../app/server/entities/portfolio.server';
import { listActiveTestimonials } from '../../app/server/entities/testimonials.server';
import { makeArticle, makePartner, makeProject, makeTestimonial } from '../support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { jpegWithGps } from '../support/images';
import { TEST_ORIGIN } from '../support/staff-sessions';

const ALT = 'Two engineers reviewing a wall of sticky notes';

/** Components that use router hooks are rendered inside a one-route stub. */
function render(element: ReactElement): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return renderToString(createElement(Stub, { initialEntries: ['/'] })).replaceAll('<!-- -->', '');
}
function renderRoute(component: ComponentType<never>, loaderData: unknown): string {
  return render(createElement(component, { loaderData, params: {}, matches: [] } as never));
}
/** Every alt attribute of the images rendered from `url` (the fallback <img> of a picture). */
function altsOf(html: string, url: string): string[] {
  return [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes(`src="${url}"`)).map((tag) => /alt="([^"]*)"/.exec(tag)?.[1] ?? '(none)');
}

describe.each(testDatabaseKinds())('library alt text on public pages (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let url = '';
  beforeEach(async () => {
    for (const table of [testimonials, partners, news_insights, portfolio_projects, media_images]) await db().delete(table);
    const uploaded = await uploadImage({ email: 'editor@corvane.example' }, { fileName: 'workshop.jpg', alt: ALT, bytes: await jpegWithGps(800, 600) });
    if (!uploaded.ok) throw new Error(`upload refused: ${uploaded.reason}`);
    const [row] = await db().select().from(media_images);
    url = `/media/${row!.hash}-${row!.width}x${row!.height}.jpg`;
  });

  it('testimonial image, article card, portfolio card and success story use the library alt; external images stay alt=""', async () => {
    await makeTestimonial(db(), { image_url: url });
    await makeArticle(db(), { featured_image: `${TEST_ORIGIN}${url}` });
    await makeProject(db(), { image_url: url, category: 'Technology', display_order: 0 });
    await makeProject(db(), { image_url: 'https://cdn.example/elsewhere.jpg', category: 'Technology', display_order: 1 });

    const carousel = render(createElement(TestimonialCarousel, { testimonials: { ok: true, data: await listActiveTestimonials() }, emptyText: 'none' }));
    expect(altsOf(carousel, url)).toEqual([ALT]);

    const [article] = await listPublishedArticles();
    expect(altsOf(render(createElement(ArticleCard, { article: article! })), `${TEST_ORIGIN}${url}`)).toEqual([ALT]);

    const projects = await listActiveProjects();
    const cards = render(createElement('div', null, ...projects.map((project) => createElement(PortfolioCard, { key: project.id, project }))));
    expect(altsOf(cards, url)).toEqual([ALT]);
    expect(altsOf(cards, 'https://cdn.example/elsewhere.jpg')).toEqual(['']);
    expect(altsOf(render(createElement(SuccessStories, { projects: await listCaseStudyProjects() })), url)).toEqual([ALT]);
  });

  it('the article page, the partner list and the partner page use the library alt', async () => {
    const article = await makeArticle(db(), { featured_image: `${TEST_ORIGIN}${url}` });
    const partner = await makePartner(db(), { logo_url: url, name: 'Northwind' });
    await makePartner(db(), { logo_url: 'https://cdn.example/logo.png', name: 'Contoso' });

    const articleData = await articleLoader({ params: { slug: article.slug }, request: new Request(`${TEST_ORIGIN}/insights/${article.slug}`) } as never);
    expect(altsOf(renderRoute(Article as ComponentType<never>, articleData), `${TEST_ORIGIN}${url}`)).toEqual([ALT]);

    const listData = await partnersLoader();
    const list = renderRoute(Partners as ComponentType<never>, listData);
    expect(altsOf(list, url).every((alt) => alt === ALT)).toBe(true);
    expect(altsOf(list, url).length).toBeGreaterThan(0);
    expect(altsOf(list, 'https://cdn.example/logo.png')).toContain('Contoso');

    const detailData = await partnerLoader({ params: { slug: partner.slug }, request: new Request(`${TEST_ORIGIN}/partners/${partner.slug}`) } as never);
    expect(altsOf(renderRoute(Partner as ComponentType<never>, detailData), url)).toEqual([ALT]);
  });
});
