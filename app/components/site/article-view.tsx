/**
 * One article as visitors read it: the public article page (/news-insights/{slug}) and a preview
 * link's page (/preview/{token}) render this, so a preview shows exactly what publishing will show.
 * A banner (draft or preview) goes above the article's own content.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteImage } from '~/components/site/decorative-image';
import { CategoryBadge } from '~/components/site/insights-grid';
import { useSiteOrigin } from '~/components/site/structured-data';
import { JsonLd } from '~/components/ui/json-ld';
import { MarkdownView } from '~/components/markdown/markdown-view';
import { useLocale } from '~/components/ui/locale';
import { useArticlePageCopy } from '~/components/site/article-copy';
import { articleJsonLd, breadcrumbJsonLd } from '~/domain/content-structured-data';
import { formatLongDateIn } from '~/domain/dates';
import { encodedPath, localizedPath, localizedRecordPath } from '~/domain/locales';
import type { MarkdownTree } from '~/domain/markdown';
import { firmIsoDateTime, publishedMoment } from '~/domain/schedule';
import type { ArticleViewData } from '~/domain/public-views';
import { BackArrow } from '~/components/ui/icons';

const backLinkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

export function ArticleView({
  article,
  body,
  banner,
  structuredData = true,
}: {
  article: ArticleViewData;
  /** The content parsed from Markdown on the server. */
  body: MarkdownTree | undefined;
  banner?: ReactNode;
  /** The Article and breadcrumb JSON-LD: for the published page, not for a preview kept out of search. */
  structuredData?: boolean;
}) {
  const origin = useSiteOrigin();
  // The page's language (issue 48): its copy, dates and addresses.
  const locale = useLocale();
  const copy = useArticlePageCopy();
  const listPath = localizedPath(locale, '/news-insights');
  const ownPath = localizedRecordPath(locale, '/news-insights', article.slug);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      {banner}
      {structuredData ? (
        <JsonLd
          data={[
            articleJsonLd(origin, article, encodedPath(ownPath)),
            breadcrumbJsonLd(origin, [
              { name: copy.breadcrumbHome, path: encodedPath(localizedPath(locale, '/')) },
              { name: copy.breadcrumbNews, path: encodedPath(listPath) },
              { name: article.title, path: encodedPath(ownPath) },
            ]),
          ]}
        />
      ) : null}
      <Link to={listPath} className={backLinkClass}>
        <BackArrow />
        {copy.back}
      </Link>
      <header className="mt-8">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <CategoryBadge category={article.category} />
          <time dateTime={firmIsoDateTime(publishedMoment(article))}>{formatLongDateIn(locale, article.published_date)}</time>
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
      {body ? <MarkdownView tree={body} className="mt-10 text-lg" minHeadingLevel={2} /> : null}
      <footer className="mt-16 border-t border-slate-200 pt-8">
        <Link to={listPath} className={backLinkClass}>
          <BackArrow />
          {copy.back}
        </Link>
      </footer>
    </article>
  );
}
