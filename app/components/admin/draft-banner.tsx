import { Link } from 'react-router';
import { draftPreviewCopy as copy } from '~/content/site/draft-preview';

/** Shown above a draft article that signed-in staff are previewing at its public address. */
export function DraftPreviewBanner({ articleId }: { articleId: string }) {
  return (
    <aside
      aria-label={copy.title}
      data-testid="draft-preview-banner"
      className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-lg border-l-4 border-yellow-600 bg-yellow-50 p-4 text-yellow-900"
    >
      <p>
        <strong className="font-semibold">{copy.title}</strong>
        <span className="ml-2 text-sm">{copy.text}</span>
      </p>
      <Link to={`/admin/news/edit/${articleId}`} className="text-sm font-semibold underline underline-offset-2 hover:text-yellow-950">
        {copy.edit}
      </Link>
    </aside>
  );
}
