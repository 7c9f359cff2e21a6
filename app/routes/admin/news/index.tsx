/**
 * /admin/news — every article, drafts included, newest first, with the category filter in the
 * URL (all / News / Insights / Articles), Edit, Preview (/news-insights/{slug}) and Delete.
 */
import { Link } from 'react-router';
import { AdminTable, PendingDelete, RecordActions, type AdminColumn } from '~/components/admin/admin-list';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { Badge } from '~/components/ui/badge';
import { LinkButton } from '~/components/ui/button';
import { adminHeadings } from '~/content/admin/common';
import { newsAdminCopy as copy } from '~/content/admin/editors';
import { pendingDeleteId } from '~/domain/admin-delete';
import { formatLongDate } from '~/domain/dates';
import { formatFirmDateTime, type PublicationState } from '~/domain/schedule';
import { translationsCopy } from '~/content/admin/translations';
import { DEFAULT_LOCALE, isLocale, localizedRecordPath } from '~/domain/locales';
import { NEWS_CATEGORIES, parseNewsCategory } from '~/domain/news';
import { languageName } from '~/domain/translations';
import { publicationState } from '~/domain/schedule';
import { deleteOperation, listOrEmpty, rowAction } from '~/server/admin/list-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { deleteArticle, listArticles } from '~/server/entities/news.server';
import type { Route } from './+types/index';
import { readFormFields } from '~/server/platform/uploads.server';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'news');
  const category = parseNewsCategory(new URL(args.request.url).searchParams);
  const articles = await listOrEmpty(() => listArticles({ category }), 'admin news list');
  const now = new Date();
  const rows = articles.map(({ id, title, slug, locale, category, published_date, is_published, publish_at, unpublish_at }) => ({
    id,
    title,
    slug,
    // Issue 48: each translation is a row of its own; its public address is in its language.
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    category,
    published_date,
    // Decided here, at one moment, so the server's render and the hydration agree.
    state: publicationState({ is_published, publish_at, unpublish_at }, now),
    publishAt: publish_at ? formatFirmDateTime(publish_at) : null,
    unpublishAt: unpublish_at ? formatFirmDateTime(unpublish_at) : null,
  }));
  return { category: category ?? null, articles: rows, pendingDelete: pendingDeleteId(args.request) };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'news');
  return rowAction(args.request, await readFormFields(args.request), {
    operations: { delete: deleteOperation((id) => deleteArticle(staff, id), copy) },
    notFound: copy.notFound,
    subject: 'article',
  });
}

function filterHref(category: string | null): string {
  return category ? `/admin/news?category=${encodeURIComponent(category)}` : '/admin/news';
}

type ArticleRow = Route.ComponentProps['loaderData']['articles'][number];

const columns: [AdminColumn<ArticleRow>, ...AdminColumn<ArticleRow>[]] = [
  {
    header: copy.columns.title,
    cell: (article) => (
      <>
        <Link to={`/admin/news/edit/${article.id}`} className="hover:text-brand-700 hover:underline">
          {article.title}
        </Link>
        <span className="block font-mono text-xs font-normal text-slate-600">{article.slug}</span>
      </>
    ),
  },
  { header: copy.columns.category, cell: (article) => article.category },
  // Issue 48: each translation is a row of its own.
  { header: translationsCopy.languageColumn, cell: (article) => languageName(article.locale) },
  { header: copy.columns.date, cell: (article) => formatLongDate(article.published_date), className: 'px-4 py-3 whitespace-nowrap' },
  { header: copy.columns.status, cell: (article) => <PublicationStatus article={article} />, className: 'px-4 py-3' },
];

const STATE_BADGES: Record<PublicationState, { tone: 'green' | 'gray' | 'blue'; label: string }> = {
  draft: { tone: 'gray', label: copy.draft },
  scheduled: { tone: 'blue', label: copy.scheduled },
  published: { tone: 'green', label: copy.published },
  ended: { tone: 'gray', label: copy.ended },
};

/** Draft / Scheduled / Published / Unpublished, with the moment it went or goes live (firm's zone). */
function PublicationStatus({ article }: { article: ArticleRow }) {
  const badge = STATE_BADGES[article.state];
  const moment = article.state === 'ended' ? article.unpublishAt : article.state === 'draft' ? null : article.publishAt;
  return (
    <>
      <Badge tone={badge.tone}>{badge.label}</Badge>
      {moment && article.state !== 'draft' ? (
        <span className="block text-xs whitespace-nowrap text-slate-600" data-testid="article-schedule">
          {copy.stateTime[article.state]} {moment}
        </span>
      ) : null}
      {article.state !== 'ended' && article.state !== 'draft' && article.unpublishAt ? (
        <span className="block text-xs whitespace-nowrap text-slate-600">
          {copy.until} {article.unpublishAt}
        </span>
      ) : null}
    </>
  );
}

export default function NewsAdmin({ loaderData }: Route.ComponentProps) {
  const { category, articles, pendingDelete } = loaderData;
  return (
    <>
      <AdminPageHeader title={adminHeadings.news}>
        <LinkButton to="/admin/news/new">{copy.addNew}</LinkButton>
      </AdminPageHeader>

      <PendingDelete rows={articles} pendingId={pendingDelete} subject={(article) => article.title} question={copy.deleteQuestion} cancelHref={filterHref(category)} />

      <nav aria-label={copy.filterLabel} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {[null, ...NEWS_CATEGORIES].map((option) => {
            const current = option === category;
            return (
              <li key={option ?? 'all'}>
                <Link
                  to={filterHref(option)}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block rounded-full px-4 py-1.5 text-sm font-medium ${
                    current ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:border-brand-700'
                  }`}
                >
                  {option ?? copy.all}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <AdminTable
        rows={articles}
        empty={copy.empty}
        rowTestId="article-row"
        columns={columns}
        actions={{
          label: copy.columns.actions,
          cell: (article) => (
            <RecordActions
              id={article.id}
              subject={article.title}
              editHref={`/admin/news/edit/${article.id}`}
              preview={{ href: localizedRecordPath(article.locale, '/news-insights', article.slug), label: copy.preview }}
              labels={copy}
            />
          ),
        }}
      />
    </>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.news} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
