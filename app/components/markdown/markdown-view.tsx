/**
 * Markdown on public pages, without a parser in the browser: the loader turns the text into a
 * `MarkdownTree` on the server (`markdownTree` in markdown.server.ts — the same react-markdown +
 * remark-gfm pipeline, URLs already made safe, raw HTML already text), and this renders it with
 * the same components as `Markdown`. The output is the same as `<Markdown>` for the same text
 * (markdown-view.test.tsx).
 */
import { createElement, type ElementType, type ReactNode } from 'react';
import { MarkdownFrame, markdownComponents, type HeadingLevel } from '~/components/markdown/markdown-components';
import type { MarkdownNode, MarkdownTree } from '~/domain/markdown';

export type { MarkdownNode, MarkdownTree };

function renderNode(node: MarkdownNode, components: Record<string, ElementType | undefined>, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children?.map((child) => renderNode(child, components)) ?? [];
  return createElement(components[node.tag] ?? node.tag, { ...node.props, key }, ...children);
}

export function MarkdownView({
  tree,
  className = '',
  minHeadingLevel = 2,
  inline = false,
}: {
  tree: MarkdownTree;
  className?: string;
  minHeadingLevel?: HeadingLevel;
  inline?: boolean;
}): ReactNode {
  const components = markdownComponents(minHeadingLevel, inline) as Record<string, ElementType | undefined>;
  return (
    <MarkdownFrame className={className} inline={inline}>
      <>{tree.map((node, index) => renderNode(node, components, index))}</>
    </MarkdownFrame>
  );
}
