import { data } from 'react-router';
import { DraftPreviewBanner } from '~/components/admin/draft-banner';
import { ArticleView } from '~/components/site/article-view';
import { LinkButton } from '~/components/ui/button';
import { useLocale } from '~/components/ui/locale';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { brandTitle } from '~/content/company';
import { articlePageCopyOf, useArticlePageCopy } from '~/components/site/article-copy';
import { alternateLinks, encodedPath, localeOfPath, localeOfRequest, localizedPath, localizedRecordPath, type Alternate } from '~/domain/locales';
import { firmIsoDateTime, publishedMoment } from '~/domain/schedule';
import { missingPageMeta, pageMeta, siteOrigin } from '~/domain/seo';
import { DRAFT_PREVIEW_HEADERS, loadDraftPreview } from '~/server/pages/draft-preview.server';
import { getPublishedArticleBySlug } from '~/server/entities/news.server';
import { markdownTree } from '~/server/pages/markdown.server';
import { redirectIfMoved } from '~/server/pages/moved.server';
import { requestInfo } from '~/server/platform/request-state.server';
import { loadSection } from '~/server/pages/section.server';
import type { Route } from './+types/article';

/**
 * /news-insights/{slug} and its twin in each other language (/ar/الأخبار-والرؤى/{slug}, issue 48):
 * the article of the address's language with that slug — an article without a published
 * translation is not at any /ar address (no English fallback) — and its published translations,
 * the page's hreflang alternates.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const result = await loadSection('article', () => getPublishedArticleBySlug(params.slug, locale));
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
  const { translations, ...article } = result.data;
  const alternates: Alternate[] = translations.map((translation) => ({
    locale: translation.locale,
    path: localizedRecordPath(translation.locale, '/news-insights', translation.slug),
  }));
  return { ...withBody(article), alternates };
}

/** The body goes to the page parsed (no Markdown parser in the browser), not as text. */
function withBody<T extends { content: string }>({ content, ...article }: T) {
  return { article, body: markdownTree(content) };
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const locale = useLocale();
  const copy = useArticlePageCopy();
  const loading = usePageLoading();
  if (loading) return <Spinner label={copy.loading} className="py-24" />;
  if (!article) {
    return (
      <div className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{copy.notFound}</h1>
        <p className="mt-4 text-slate-600">{copy.notFoundHint}</p>
        <LinkButton to={localizedPath(locale, '/news-insights')} className="mt-8">
          {copy.back}
        </LinkButton>
      </div>
    );
  }
  return (
    <ArticleView
      article={article}
      body={'body' in loaderData ? loaderData.body : undefined}
      banner={'draftPreview' in loaderData ? <DraftPreviewBanner articleId={article.id} /> : null}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const origin = siteOrigin(matches);
  const locale = localeOfPath(location.pathname);
  const copy = articlePageCopyOf(matches, locale);
  const article = loaderData?.article;
  const feed = {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: copy.feedTitle,
    href: `${origin}${encodedPath(localizedPath(locale, '/news-insights'))}/rss.xml`,
  } as const;
  if (!article) {
    return missingPageMeta({ title: brandTitle(copy.notFound), description: copy.fallbackDescription });
  }
  return [
    ...pageMeta({
      title: brandTitle(article.title),
      description: article.excerpt || copy.fallbackDescription,
      // Canonical on the article's own address in its language (pageMeta percent-encodes it).
      path: localizedRecordPath(locale, '/news-insights', article.slug),
      origin,
      shareImage: article.featured_image,
      type: 'article',
      noindex: 'draftPreview' in loaderData,
    }),
    { property: 'article:published_time', content: firmIsoDateTime(publishedMoment(article)) },
    ...(article.updated_at ? [{ property: 'article:modified_time', content: new Date(article.updated_at).toISOString() }] : []),
    { property: 'article:section', content: article.category },
    feed,
    // The hreflang cluster of its published translations (none while it is the only one).
    ...('alternates' in loaderData ? alternateLinks(loaderData.alternates, origin) : []),
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
