import type { ReactNode } from 'react';

/**
 * Above a page that visitors cannot see yet: a draft staff preview at its public address
 * (DraftPreviewBanner) or an item opened through a preview link (PreviewBanner). One look for
 * both, so "this is not the published site" reads the same wherever it is said.
 */
export function NotPublishedBanner({ title, text, testId, children }: { title: string; text: string; testId: string; children?: ReactNode }) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-lg border-s-4 border-yellow-600 bg-yellow-50 p-4 text-yellow-900"
    >
      <p>
        <strong className="font-semibold">{title}</strong>
        <span className="ms-2 text-sm">{text}</span>
      </p>
      {children}
    </section>
  );
}
