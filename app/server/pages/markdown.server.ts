/**
 * Parses Markdown for public pages on the server (ADR 030): react-markdown's own pipeline
 * (markdown-pipeline.ts — remark-gfm, no raw HTML, unsafe URLs dropped) run without components,
 * and its element tree kept as plain data for the loader to send. `MarkdownView` renders it in
 * the page with the site's components, so the browser never loads the parser.
 */
import { Fragment, isValidElement, type ReactNode } from 'react';
import ReactMarkdown from 'react-markdown';
import { markdownPipeline, type MarkdownNode, type MarkdownTree } from '~/domain/markdown';

function toNodes(node: ReactNode): MarkdownNode[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return [String(node)];
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => toNodes(child));
  if (isValidElement<{ children?: ReactNode }>(node)) {
    const { children, ...props } = node.props;
    if (node.type === Fragment) return toNodes(children);
    if (typeof node.type !== 'string') throw new Error('Markdown produced a component; expected plain elements');
    const element: Exclude<MarkdownNode, string> = { tag: node.type };
    if (Object.keys(props).length > 0) element.props = props;
    if (children !== undefined) element.children = toNodes(children);
    return [element];
  }
  throw new Error('Markdown produced an unexpected node');
}

/** The Markdown text as a tree of plain elements (see `MarkdownView`). */
export function markdownTree(markdown: string): MarkdownTree {
  return toNodes(ReactMarkdown({ ...markdownPipeline, children: markdown }));
}
