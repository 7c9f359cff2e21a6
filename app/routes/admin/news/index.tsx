/**
 * /admin/news — every article, drafts included, newest first, with the category filter in the
 * URL (all / News / Insights / Articles), Edit, Preview (/news-insights/{slug}) and Delete.
 */
import { data, Link, redirect } from 'react-router';
import { DeleteConfirmation, DeleteForm } from '~/components/admin/delete-form';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { Badge } from '~/components/ui/badge';
import { LinkButton } from '~/components/ui/button';
import { adminHeadings } from '~/content/admin';
import { newsAdminCopy as copy } from '~/content/admin-editors';
import { confirmDeleteLocation, isConfirmedDelete, pendingDeleteId } from '~/domain/admin-delete';
import { errorMessage, parseId, parseIntent } from '~/domain/admin-form';
import { listPath } from '~/domain/admin-content';
import { formatLongDate } from '~/domain/dates';
import { articleHref, NEWS_CATEGORIES, parseNewsCategory } from '~/domain/news';
import { requireStaff } from '~/server/auth.server';
import { redirectWithFlash } from '~/server/flash.server';
import { log } from '~/server/log.server';
import { deleteArticle, listArticles } from '~/server/news.server';
import type { Route } from './+types/index';

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const category = parseNewsCategory(new URL(request.url).searchParams);
  let articles: Awaited<ReturnType<typeof listArticles>> = [];
  try {
    articles = await listArticles({ category });
  } catch (error) {
    // SPEC §8: list load errors are only logged and the list shows empty.
    log.error({ err: error }, 'admin news list failed');
  }
  const rows = articles.map(({ id, title, slug, category, published_date, is_published }) => ({ id, title, slug, category, published_date, is_published }));
  return data({ category: category ?? null, articles: rows, pendingDelete: pendingDeleteId(request) }, { headers: staff.headers });
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = parseIntent(form, ['delete'] as const);
  const id = parseId(form.get('id'));
  if (!intent || !id) throw data('Bad request', { status: 400 });
  const back = listPath(request.url);
  if (!isConfirmedDelete(form)) return redirect(confirmDeleteLocation(new Request(new URL(back, request.url)), id), { headers: staff.headers });
  try {
    const deleted = await deleteArticle(staff, id);
    const flash = deleted ? { kind: 'success' as const, message: copy.deleted } : { kind: 'error' as const, message: copy.deleteError(copy.notFound) };
    return redirectWithFlash(back, flash, { headers: staff.headers });
  } catch (error) {
    log.error({ err: error, id }, 'article delete failed');
    return redirectWithFlash(back, { kind: 'error', message: copy.deleteError(errorMessage(error)) }, { headers: staff.headers });
  }
}

function filterHref(category: string | null): string {
  return category ? `/admin/news?category=${encodeURIComponent(category)}` : '/admin/news';
}

export default function NewsAdmin({ loaderData }: Route.ComponentProps) {
  const { category, articles, pendingDelete } = loaderData;
  const pending = articles.find((article) => article.id === pendingDelete);
  return (
    <>
      <AdminPageHeader title={adminHeadings.news}>
        <LinkButton to="/admin/news/new">{copy.addNew}</LinkButton>
      </AdminPageHeader>

      {pending ? (
        <DeleteConfirmation id={pending.id} question={copy.deleteQuestion} subject={pending.title} cancelHref={filterHref(category)} />
      ) : null}

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

      {articles.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{copy.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">{copy.columns.title}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.category}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.date}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.status}</th>
                <th scope="col" className="px-4 py-3"><span className="sr-only">{copy.columns.actions}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {articles.map((article) => (
                <tr key={article.id} data-testid="article-row">
                  <th scope="row" className="px-4 py-3 font-medium text-ink">
                    <Link to={`/admin/news/edit/${article.id}`} className="hover:text-brand-700 hover:underline">
                      {article.title}
                    </Link>
                    <span className="block font-mono text-xs font-normal text-slate-600">{article.slug}</span>
                  </th>
                  <td className="px-4 py-3">{article.category}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatLongDate(article.published_date)}</td>
                  <td className="px-4 py-3">
                    <Badge tone={article.is_published ? 'green' : 'gray'}>{article.is_published ? copy.published : copy.draft}</Badge>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap justify-end gap-2">
                      <LinkButton to={`/admin/news/edit/${article.id}`} variant="secondary" className="px-3 py-1.5 text-xs">
                        {copy.edit}
                        <span className="sr-only"> {article.title}</span>
                      </LinkButton>
                      <LinkButton to={articleHref(article.slug)} variant="ghost" className="px-3 py-1.5 text-xs" reloadDocument>
                        {copy.preview}
                        <span className="sr-only"> {article.title}</span>
                      </LinkButton>
                      <DeleteForm id={article.id} question={copy.deleteQuestion} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.news} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
