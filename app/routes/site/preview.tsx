/**
 * /preview/:token — an article shared through a preview link (issue 43, ADR 331), for anyone who
 * holds the link, signed in or not. The token alone decides the article (no slug in the address).
 * Every answer is private, uncached and kept out of search engines: the page cache stores only the
 * routes on its list (cacheability.server.ts), and this one is not and must never be.
 */
import { data, Link } from 'react-router';
import { ArticleView } from '~/components/site/article-view';
import { PreviewBanner } from '~/components/site/preview-banner';
import { brandTitle } from '~/content/company';
import { previewCopy as copy } from '~/content/site/preview';
import { markdownTree } from '~/server/pages/markdown.server';
import { loadPreviewPage, PREVIEW_HEADERS } from '~/server/pages/preview.server';
import type { Route } from './+types/preview';

export async function loader({ params }: Route.LoaderArgs) {
  const page = await loadPreviewPage(params.token);
  if (page.state !== 'ok') {
    // Unknown: 404. Expired, revoked, or its article or version gone: 410, the link existed.
    return data({ state: page.state, article: null }, { status: page.state === 'unknown' ? 404 : 410, headers: PREVIEW_HEADERS });
  }
  // The body goes to the page parsed (no Markdown parser in the browser), not as text.
  const { content, ...article } = page.article;
  return data({ state: page.state, article, body: markdownTree(content) }, { headers: PREVIEW_HEADERS });
}

export function headers() {
  return PREVIEW_HEADERS;
}

const closedMessages = {
  expired: { title: copy.closedTitle, detail: copy.closedDetail },
  revoked: { title: copy.closedTitle, detail: copy.closedDetail },
  gone: { title: copy.versionGoneTitle, detail: copy.versionGoneDetail },
  unknown: { title: copy.unknownTitle, detail: copy.unknownDetail },
} as const;

export default function Preview({ loaderData }: Route.ComponentProps) {
  if (loaderData.article === null) {
    const message = closedMessages[loaderData.state];
    return (
      <div className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{message.title}</h1>
        <p className="mt-4 text-slate-600">{message.detail}</p>
        <p className="mt-8">
          <Link to="/" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {copy.backHome}
          </Link>
        </p>
      </div>
    );
  }
  return <ArticleView article={loaderData.article} body={'body' in loaderData ? loaderData.body : undefined} banner={<PreviewBanner />} structuredData={false} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const article = loaderData?.article;
  const title = article ? `${copy.metaTitle}: ${article.title}` : loaderData ? closedMessages[loaderData.state].title : copy.metaTitle;
  return [{ title: brandTitle(title) }, { name: 'robots', content: 'noindex' }];
};
