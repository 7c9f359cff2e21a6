import { NotPublishedBanner } from '~/components/site/not-published-banner';
import type { PageData } from '~/domain/page-blocks/page-data';

/**
 * Above a page in a state visitors do not see (issue 44): an editor's draft at its public address,
 * or the state a preview link shows. The words and the link come with the data.
 */
export function PageDraftBanner({ page }: { page: PageData }) {
  if (!page.preview) return null;
  const { title, text, link } = page.preview;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      <NotPublishedBanner title={title} text={text} testId="page-draft-banner">
        {/* A plain link: the back office is another bundle, and leaving a preview clears a cookie. */}
        <a href={link.href} className="text-sm font-semibold underline underline-offset-2 hover:text-yellow-950">
          {link.label}
        </a>
      </NotPublishedBanner>
    </div>
  );
}
