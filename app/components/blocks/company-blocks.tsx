/**
 * The views of the company pages' own blocks (issue 44) that several of them take: paragraphs,
 * figures and topics that open. Each page's other views are in company/<page>.tsx, one module a
 * page, so a page's browser code carries only its own views and what they import (a module shared
 * by several pages is one chunk all of them load).
 */
import { Accordion } from '~/components/ui/accordion';
import { Section } from '~/components/site/section';
import { StatList } from '~/components/site/stat-list';
import type { BlockType } from '~/domain/page-blocks/blocks';
import type { BlockViewProps } from './page-blocks';

/** A view's props; `Context` is what its page's loader gives beside the document (unknown: nothing it reads). */
export type CompanyBlockProps<T extends BlockType, Context = unknown> = BlockViewProps<T, Context>;

/** Plain paragraphs as today's <p>s (a paragraph may repeat, so they are keyed by position). */
export function Paragraphs({ paragraphs, className }: { paragraphs: readonly string[]; className: string }) {
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

export function ParagraphsBlock({ block }: CompanyBlockProps<'paragraphs'>) {
  const { background, title, paragraphs } = block.data;
  return (
    <Section id={block.id} tone={background} title={title}>
      <Paragraphs paragraphs={paragraphs} className="mt-6 max-w-3xl space-y-5 text-lg leading-8 text-slate-700" />
    </Section>
  );
}

export function FiguresBlock({ block }: CompanyBlockProps<'figures'>) {
  const { background, title, intro, figures } = block.data;
  return (
    <Section id={block.id} tone={background} title={title} intro={intro || undefined}>
      <StatList stats={figures} className="mt-10" />
    </Section>
  );
}

/** Topics in an accordion, each a list of points; the first starts open. */
export function TopicsBlock({ block }: CompanyBlockProps<'topics'>) {
  const { background, title, intro, topics } = block.data;
  return (
    <Section id={block.id} tone={background} title={title} intro={intro || undefined}>
      <Accordion
        className="mt-10 max-w-3xl"
        items={topics.map((topic, index) => ({
          id: `${block.id}-${index + 1}`,
          title: topic.title,
          content: (
            <ul className="list-disc space-y-2 ps-5">
              {topic.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          ),
        }))}
      />
    </Section>
  );
}
