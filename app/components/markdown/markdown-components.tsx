/**
 * How Markdown looks on this site: the element → component rules shared by both ends of the one
 * Markdown pipeline (DESIGN §3.5, ADR 030) — `Markdown` (markdown.tsx: parses in the browser, for
 * the admin editor's live preview) and `MarkdownView` (markdown-view.tsx: renders the tree the
 * server parsed, for public pages). No parser here, so public pages do not load one.
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { Components } from 'react-markdown';
import { markdownCopy } from '~/content/site/markdown';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** True for absolute http(s) and protocol-relative links (another site, as far as we can tell). */
export function isExternalHref(href: string | undefined): boolean {
  return !!href && /^(?:https?:)?\/\//i.test(href);
}

function headingComponent(level: HeadingLevel, minLevel: HeadingLevel) {
  const Tag = `h${Math.min(6, Math.max(level, minLevel))}` as 'h1';
  const sizes: Record<HeadingLevel, string> = {
    1: 'text-3xl',
    2: 'text-2xl',
    3: 'text-xl',
    4: 'text-lg',
    5: 'text-base',
    6: 'text-base',
  };
  return function Heading({ node: _node, className: _className, ...props }: ComponentPropsWithoutRef<'h1'> & { node?: unknown }) {
    return <Tag className={`mt-8 mb-3 font-bold tracking-tight text-ink first:mt-0 ${sizes[level]}`} {...props} />;
  };
}

/**
 * The components for each element. `minHeadingLevel` keeps the page outline right (an article's
 * '#' becomes an <h2> under the page's <h1>); `inline` drops paragraph wrappers.
 */
export function markdownComponents(minHeadingLevel: HeadingLevel, inline: boolean): Components {
  return {
    h1: headingComponent(1, minHeadingLevel),
    h2: headingComponent(2, minHeadingLevel),
    h3: headingComponent(3, minHeadingLevel),
    h4: headingComponent(4, minHeadingLevel),
    h5: headingComponent(5, minHeadingLevel),
    h6: headingComponent(6, minHeadingLevel),
    p: ({ node: _node, ...props }) => (inline ? <>{props.children}</> : <p className="my-4 leading-7 first:mt-0 last:mb-0" {...props} />),
    a: ({ node: _node, href, children, ...props }) => (
      <a
        href={href}
        {...(isExternalHref(href) ? { rel: 'noopener noreferrer' } : {})}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        {...props}
      >
        {children}
      </a>
    ),
    ul: ({ node: _node, ...props }) => <ul className="my-4 list-disc space-y-1 ps-6" {...props} />,
    ol: ({ node: _node, ...props }) => <ol className="my-4 list-decimal space-y-1 ps-6" {...props} />,
    blockquote: ({ node: _node, ...props }) => (
      <blockquote className="my-6 border-s-4 border-brand-100 ps-4 text-slate-700 italic" {...props} />
    ),
    code: ({ node: _node, ...props }) => <code className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em]" {...props} />,
    // A wide table or code block scrolls sideways on a phone: the scrolling box is a named region
    // in the tab order, so keyboard users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
    pre: ({ node: _node, ...props }) => (
      <pre role="region" aria-label={markdownCopy.codeRegion} tabIndex={0} className="my-6 overflow-x-auto rounded-lg bg-slate-900 p-4 text-slate-100" {...props} />
    ),
    table: ({ node: _node, ...props }) => (
      <div role="region" aria-label={markdownCopy.tableRegion} tabIndex={0} className="my-6 overflow-x-auto">
        <table className="w-full border-collapse text-start text-sm" {...props} />
      </div>
    ),
    th: ({ node: _node, ...props }) => <th className="border-b border-slate-300 px-3 py-2 font-semibold" {...props} />,
    td: ({ node: _node, ...props }) => <td className="border-b border-slate-200 px-3 py-2" {...props} />,
    // An image whose address was removed as unsafe (javascript:, data:, …) is left out: `src=""`
    // would make the browser fetch the page itself again.
    img: ({ node: _node, alt, src, ...props }) =>
      src ? <img alt={alt ?? ''} loading="lazy" decoding="async" className="my-6 h-auto max-w-full rounded-lg" src={src} {...props} /> : null,
    hr: () => <hr className="my-8 border-slate-200" />,
  };
}

/** The block wrapper both renderers put around non-inline Markdown. */
export function MarkdownFrame({ className, inline, children }: { className: string; inline: boolean; children: ReactNode }): ReactNode {
  if (inline) return children;
  return <div className={`text-slate-700 ${className}`}>{children}</div>;
}
