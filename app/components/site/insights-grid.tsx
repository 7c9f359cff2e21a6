import { Link } from 'react-router';
import { Section } from '~/components/site/section';
import { LinkButton } from '~/components/ui/button';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { useLocale } from '~/components/ui/locale';
import { useArticlePageCopy } from '~/components/site/article-copy';
import { formatLongDateIn, isoDate } from '~/domain/dates';
import { localizedRecordPath } from '~/domain/locales';
import type { NewsCategory } from '~/domain/news';
import type { PublishedArticleSummary } from '~/server/entities/news.server';
import { DecorativeImage } from '~/components/site/decorative-image';

/** One colour per category, used by the cards and the legend. */
export const categoryTone: Record<NewsCategory, BadgeTone> = {
  Articles: 'green',
  Insights: 'purple',
  News: 'blue',
};

/** A category's badge, named in the page's language (the stored value is the English name). */
export function CategoryBadge({ category }: { category: string }) {
  const names: Readonly<Record<string, string>> = useArticlePageCopy().categories;
  return <Badge tone={categoryTone[category as NewsCategory] ?? 'gray'}>{names[category] ?? category}</Badge>;
}

/** An article as a card linking to /news-insights/{slug} (its language's address); the whole card is the link's target area. */
export function ArticleCard({ article, headingLevel = 3 }: { article: PublishedArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const locale = useLocale();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none">
      {article.featured_image ? (
        <DecorativeImage src={article.featured_image} alt={article.featured_image_alt} width={640} height={360} className="aspect-video w-full bg-slate-100 object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <CategoryBadge category={article.category} />
          <time dateTime={isoDate(article.published_date)}>{formatLongDateIn(locale, article.published_date)}</time>
        </div>
        <Heading className="mt-4 text-xl font-bold tracking-tight text-ink">
          <Link to={localizedRecordPath(locale, '/news-insights', article.slug)} className="after:absolute after:inset-0 group-hover:text-brand-800 group-hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 flex-1 text-slate-600">{article.excerpt}</p>
        <p className="mt-4 text-sm text-slate-600">{article.author}</p>
      </div>
    </article>
  );
}

/** A three-column grid of article cards. */
export function ArticleGrid({ articles }: { articles: readonly PublishedArticleSummary[] }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page's insights grid (product §2 Home): up to six published articles, or
 * 'No articles available yet.'; 'Loading insights...' while the page's data reloads.
 */
export function InsightsGrid({
  articles,
  loadingText,
  emptyText,
}: {
  articles: readonly PublishedArticleSummary[];
  loadingText: string;
  emptyText: string;
}) {
  const loading = usePageLoading();
  if (loading) return <Spinner label={loadingText} className="mt-10" />;
  if (articles.length === 0) return <p className="mt-10 text-slate-600">{emptyText}</p>;
  return (
    <div className="mt-10">
      <ArticleGrid articles={articles} />
    </div>
  );
}

/** The home page's News & Insights section: heading, up to six articles, View All Insights. */
export function HomeInsightsSection({
  articles,
  copy,
  id = 'insights',
}: {
  articles: readonly PublishedArticleSummary[];
  id?: string;
  /** `viewAll.hrefLang`: the listing is in another language than the page (issue 48). */
  copy: { title: string; intro: string; loading: string; empty: string; viewAll: { label: string; to: string; hrefLang?: string } };
}) {
  return (
    <Section id={id} title={copy.title} intro={copy.intro}>
      <InsightsGrid articles={articles} loadingText={copy.loading} emptyText={copy.empty} />
      <div className="mt-10">
        <LinkButton to={copy.viewAll.to} hrefLang={copy.viewAll.hrefLang} variant="secondary">
          {copy.viewAll.label}
        </LinkButton>
      </div>
    </Section>
  );
}
