/**
 * The views of every general block (issue 44): the light ones (light-blocks.tsx) and text in
 * Markdown and questions and answers, which bring the Markdown renderer and the accordion — more
 * code than the home page's weight budget has room for (its definition leaves them out). Markdown
 * inside a text block starts at <h3>, under the block's <h2>.
 */
import { MarkdownView } from '~/components/markdown/markdown-view';
import { FaqList } from '~/components/site/faq-list';
import { Section } from '~/components/site/section';
import { FaqJsonLd } from '~/components/site/structured-data';
import type { BlockType } from '~/domain/page-blocks/blocks';
import { LIGHT_BLOCK_VIEWS } from './light-blocks';
import type { BlockViewProps } from './page-blocks';

type Props<T extends BlockType> = BlockViewProps<T, unknown>;

export function RichTextBlock({ block, page }: Props<'richText'>) {
  const tree = page.markdown[block.id] ?? [];
  return (
    <Section id={block.id} tone={block.data.background} title={block.data.title}>
      <MarkdownView tree={tree} minHeadingLevel={3} className="mt-6 max-w-3xl" />
    </Section>
  );
}

export function FaqBlock({ block }: Props<'faq'>) {
  return (
    <>
      <FaqJsonLd faqs={block.data.items} />
      <Section id={block.id} tone={block.data.background} title={block.data.title}>
        <FaqList faqs={block.data.items} idPrefix={block.id} />
      </Section>
    </>
  );
}

/** The general blocks' views, for a page's view map. */
export const GENERAL_BLOCK_VIEWS = {
  ...LIGHT_BLOCK_VIEWS,
  richText: RichTextBlock,
  faq: FaqBlock,
} as const;
