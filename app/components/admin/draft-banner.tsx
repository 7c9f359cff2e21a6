import { Link } from 'react-router';
import { NotPublishedBanner } from '~/components/site/not-published-banner';
import { draftPreviewCopy as copy } from '~/content/site/draft-preview';

/** Shown above a draft article that signed-in staff are previewing at its public address. */
export function DraftPreviewBanner({ articleId }: { articleId: string }) {
  return (
    <NotPublishedBanner title={copy.title} text={copy.text} testId="draft-preview-banner">
      <Link to={`/admin/news/edit/${articleId}`} className="text-sm font-semibold underline underline-offset-2 hover:text-yellow-950">
        {copy.edit}
      </Link>
    </NotPublishedBanner>
  );
}
