/**
 * The views of the legal pages' own blocks (issue 44): /terms and /privacy, as they were drawn
 * before their copy moved into blocks. The page is one <article> labelled by the heading's <h1>;
 * the heading shows the date the live version took effect; the text is the introduction and the
 * sections, each an <h2> — numbered in an ordered list (`1. Title`, anchors section-1 …) or titled.
 */
import type { ReactNode } from 'react';
import { formatLongDateIn, isoDate } from '~/domain/dates';
import { legalSectionAnchor } from '~/domain/page-blocks/pages-legal';
import type { BlockType } from '~/domain/page-blocks/blocks';
import type { PageData } from '~/domain/page-blocks/page-data';
import { useBlockCopy } from './block-copy';
import type { BlockViewProps, BlockViews } from './page-blocks';

type Props<T extends BlockType> = BlockViewProps<T, unknown>;

/** The id of the heading's <h1>, which labels the page's <article>. */
const titleId = (blockId: string) => `${blockId}-title`;

/** The page: one article, labelled by the legal heading's title. */
export function LegalArticle({ page, children }: { page: PageData; children: ReactNode }) {
  const header = page.blocks.find((block) => block.type === 'legalHeader');
  return <article aria-labelledby={header ? titleId(header.id) : undefined}>{children}</article>;
}

/**
 * The title and the day the live version took effect. The seeded version reads as the page always
 * has ("Last updated: October 27, 2025"); a published version also names its number. The date and
 * the number's words are in the page's language (issue 48: "آخر تحديث: 27 أكتوبر 2025").
 */
export function LegalHeaderBlock({ block, page }: Props<'legalHeader'>) {
  const { title, dateLabel } = block.data;
  const copy = useBlockCopy().legal;
  return (
    <header className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        <h1 id={titleId(block.id)} className="text-4xl font-bold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 text-slate-600">
          {dateLabel} <time dateTime={isoDate(page.effectiveDate)}>{formatLongDateIn(page.locale, page.effectiveDate)}</time>
          {page.version > 1 ? <span> {copy.version(page.version)}</span> : null}
        </p>
      </div>
    </header>
  );
}

type LegalSection = Props<'legalText'>['block']['data']['sections'][number];

function SectionBody({ section }: { section: LegalSection }) {
  return (
    <div className="mt-3 space-y-4 leading-7 text-slate-700">
      {section.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {section.bullets.length > 0 ? (
        <ul className="list-disc space-y-2 ps-6">
          {section.bullets.map((bullet, index) => (
            <li key={index}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The introduction and the sections: numbered in an ordered list, or titled. */
export function LegalTextBlock({ block }: Props<'legalText'>) {
  const { intro, numbering, sections } = block.data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-lg leading-8 text-slate-700">{intro}</p>
      {numbering === 'numbered' ? (
        <ol className="mt-10 space-y-10">
          {sections.map((section, index) => {
            const anchor = legalSectionAnchor(section.anchor, index);
            return (
              <li key={anchor} id={anchor}>
                <section aria-labelledby={`${anchor}-title`}>
                  <h2 id={`${anchor}-title`} className="text-2xl font-bold tracking-tight">
                    {index + 1}. {section.title}
                  </h2>
                  <SectionBody section={section} />
                </section>
              </li>
            );
          })}
        </ol>
      ) : (
        <div className="mt-10 space-y-10">
          {sections.map((section, index) => {
            const anchor = legalSectionAnchor(section.anchor, index);
            return (
              <section key={anchor} id={anchor} aria-labelledby={`${anchor}-title`}>
                <h2 id={`${anchor}-title`} className="text-2xl font-bold tracking-tight">
                  {section.title}
                </h2>
                <SectionBody section={section} />
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** The legal pages' views, for their view map. */
export const LEGAL_BLOCK_VIEWS: BlockViews<unknown> = {
  legalHeader: LegalHeaderBlock,
  legalText: LegalTextBlock,
};
