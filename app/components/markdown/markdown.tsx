/**
 * The Markdown renderer that parses in the browser (react-markdown + remark-gfm, see
 * markdown-pipeline.ts): the admin editor's live preview, and the reference that `MarkdownView`
 * (public pages, tree parsed on the server) must match element for element
 * (markdown-view.test.tsx). Links to other sites carry rel="noopener noreferrer".
 */
import type { ReactNode } from 'react';
import ReactMarkdown from 'react-markdown';
import { MarkdownFrame, markdownComponents, type HeadingLevel } from '~/components/markdown/markdown-components';
import { markdownPipeline } from '~/domain/markdown';

export { isExternalHref } from '~/components/markdown/markdown-components';

/**
 * Renders Markdown. `minHeadingLevel` keeps the page outline right (an article's '#' becomes an
 * <h2> under the page's <h1>); `inline` drops paragraph wrappers (a one-line result in a list).
 */
export function Markdown({
  children,
  className = '',
  minHeadingLevel = 2,
  inline = false,
}: {
  children: string;
  className?: string;
  minHeadingLevel?: HeadingLevel;
  inline?: boolean;
}): ReactNode {
  return (
    <MarkdownFrame className={className} inline={inline}>
      <ReactMarkdown {...markdownPipeline} components={markdownComponents(minHeadingLevel, inline)}>
        {children}
      </ReactMarkdown>
    </MarkdownFrame>
  );
}
