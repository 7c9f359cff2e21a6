import { data, Link } from 'react-router';
import { DraftPreviewBanner } from '~/components/admin/draft-banner';
import { SiteImage } from '~/components/site/decorative-image';
import { CategoryBadge } from '~/components/site/insights-grid';
import { JsonLd } from '~/components/ui/json-ld';
import { MarkdownView } from '~/components/markdown/markdown-view';
import { useSiteOrigin } from '~/components/site/structured-data';
import { LinkButton } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { brandTitle } from '~/content/company';
import { articleCopy as copy, articleFallbackSeo, newsCopy } from '~/content/site/news';
import { articleJsonLd, breadcrumbJsonLd } from '~/domain/content-structured-data';
import { formatLongDate } from '~/domain/dates';
import { firmIsoDateTime, publishedMoment } from '~/domain/schedule';
import { missingPageMeta, pageMeta, siteOrigin } from '~/domain/seo';
import { DRAFT_PREVIEW_HEADERS, loadDraftPreview } from '~/server/pages/draft-preview.server';
import { getPublishedArticleBySlug } from '~/server/entities/news.server';
import { markdownTree } from '~/server/pages/markdown.server';
import { redirectIfMoved } from '~/server/pages/moved.server';
import { requestInfo } from '~/server/platform/request-state.server';
import { loadSection } from '~/server/pages/section.server';
import type { Route } from './+types/article';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const result = await loadSection('article', () => getPublishedArticleBySlug(params.slug));
  if (!result.ok) {
    // product §8: logged only, the page shows its not-found state. 503, not 404: the article may
    // well exist, and crawlers must not drop it while the database is away.
    return data({ article: null }, { status: 503, headers: { 'Retry-After': '60' } });
  }
  if (!result.data) {
    // Signed-in staff may preview a draft here (private, never cached); everyone else gets 404.
    const preview = await loadDraftPreview(request, params.slug);
    if (preview) return data({ ...withBody(preview.article), draftPreview: true }, { headers: preview.headers });
    // A renamed article's old address answers 301 to the newest one (issue 19) — unless this is
    // the stored not-found document, whose requests the server redirected and counted (ADR 310).
    if (!requestInfo(context).sharedDocument) {
      const moved = await redirectIfMoved(request);
      if (moved) return moved;
    }
    return data({ article: null }, { status: 404 });
  }
  return withBody(result.data);
}

/** The body goes to the page parsed (no Markdown parser in the browser), not as text. */
function withBody<T extends { content: string }>({ content, ...article }: T) {
  return { article, body: markdownTree(content) };
}

const backLinkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const origin = useSiteOrigin();
  const loading = usePageLoading();
  if (loading) return <Spinner label={copy.loading} className="py-24" />;
  if (!article) {
    return (
      <div className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{copy.notFound}</h1>
        <p className="mt-4 text-slate-600">{copy.notFoundHint}</p>
        <LinkButton to="/news-insights" className="mt-8">
          {copy.back}
        </LinkButton>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      {'draftPreview' in loaderData ? <DraftPreviewBanner articleId={article.id} /> : null}
      <JsonLd
        data={[
          articleJsonLd(origin, article),
          breadcrumbJsonLd(origin, [
            { name: 'Home', path: '/' },
            { name: 'News & Insights', path: '/news-insights' },
            { name: article.title, path: `/news-insights/${article.slug}` },
          ]),
        ]}
      />
      <Link to="/news-insights" className={backLinkClass}>
        <span aria-hidden="true">←&nbsp;</span>
        {copy.back}
      </Link>
      <header className="mt-8">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <CategoryBadge category={article.category} />
          <time dateTime={firmIsoDateTime(publishedMoment(article))}>{formatLongDate(article.published_date)}</time>
          <span>
            {copy.by} {article.author}
          </span>
        </div>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{article.title}</h1>
        <p className="mt-6 text-xl leading-8 text-slate-600">{article.excerpt}</p>
      </header>
      {article.featured_image ? (
        <SiteImage
          src={article.featured_image}
          alt={article.featured_image_alt ?? ''}
          width={1200}
          height={630}
          sizes="(min-width: 896px) 848px, 100vw"
          priority
          className="mt-10 aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover"
        />
      ) : null}
      {'body' in loaderData ? <MarkdownView tree={loaderData.body} className="mt-10 text-lg" minHeadingLevel={2} /> : null}
      <footer className="mt-16 border-t border-slate-200 pt-8">
        <Link to="/news-insights" className={backLinkClass}>
          <span aria-hidden="true">←&nbsp;</span>
          {copy.back}
        </Link>
      </footer>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = siteOrigin(matches);
  const article = loaderData?.article;
  const feed = { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: newsCopy.feedTitle, href: `${origin}/news-insights/rss.xml` } as const;
  if (!article) {
    return missingPageMeta({ title: brandTitle(copy.notFound), description: articleFallbackSeo.description });
  }
  return [
    ...pageMeta({
      title: brandTitle(article.title),
      description: article.excerpt || articleFallbackSeo.description,
      path: `/news-insights/${article.slug}`,
      origin,
      shareImage: article.featured_image,
      type: 'article',
      noindex: 'draftPreview' in loaderData,
    }),
    { property: 'article:published_time', content: firmIsoDateTime(publishedMoment(article)) },
    ...(article.updated_at ? [{ property: 'article:modified_time', content: new Date(article.updated_at).toISOString() }] : []),
    { property: 'article:section', content: article.category },
    feed,
  ];
};

/** A staff draft preview goes out private and uncached (the loader sets the headers). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers();
  for (const name of DRAFT_PREVIEW_HEADERS) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
