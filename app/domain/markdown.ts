/**
 * The one Markdown pipeline's parse options (DESIGN §3.5): react-markdown with remark-gfm; raw
 * HTML NOT enabled (no rehype-raw), so HTML in the text becomes text; react-markdown's default
 * urlTransform, so links and images with unsafe protocols (javascript:, data:, vbscript:, …)
 * lose their URL. Used by `Markdown` (browser, admin preview) and `markdownTree` (server, public
 * pages) alike.
 */
import { defaultUrlTransform, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Parsed Markdown as plain data (made by `markdownTree` on the server, rendered by `MarkdownView`):
 * a text, or an element with its props (React names, JSON-safe) and children.
 */
export type MarkdownNode = string | { tag: string; props?: Record<string, unknown>; children?: MarkdownNode[] };
export type MarkdownTree = MarkdownNode[];

export const markdownPipeline = {
  remarkPlugins: [remarkGfm],
  urlTransform: defaultUrlTransform,
} as const satisfies Options;
