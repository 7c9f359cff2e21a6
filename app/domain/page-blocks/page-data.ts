/**
 * A page as its route renders it (issue 44): the live document's search fields and blocks, its
 * version and effective date, and the parsed Markdown of its text blocks by block id.
 */
import type { Alternate, Locale } from '~/domain/locales';
import type { MarkdownTree } from '~/domain/markdown';
import type { Block } from './blocks';
import type { PageSeoFields } from './document';
import type { PageKey } from './page-definitions';

export interface PageData {
  key: PageKey;
  /** The language of this copy of the page (issue 48). */
  locale: Locale;
  /** The page's published translations, this one included: the head's canonical and hreflang cluster. */
  alternates: Alternate[];
  seo: PageSeoFields;
  blocks: Block[];
  version: number;
  effectiveDate: string;
  markdown: Record<string, MarkdownTree>;
  /**
   * Set when the page shows a state visitors do not see (never cached): a signed-in editor's view
   * of the draft, or a preview link's state of the page. The banner's words and its one link (Edit
   * page, Leave the preview), written by the server so the pages' code carries no copy for it.
   */
  preview?: PagePreviewBanner;
}

export interface PagePreviewBanner {
  title: string;
  text: string;
  link: { label: string; href: string };
}
