/**
 * The views of the blocks every practice page may use (issue 44), reproducing the markup the
 * pages had: figures, the framework's stages and phases, the call-to-action cards, the downloads
 * slot and the questions with the item ids they always had. Each page's own services layout is in
 * its own file (digital-experience-blocks.tsx, generative-ai-blocks.tsx,
 * security-services-blocks.tsx), so a page's browser code carries only its own (ADR 030).
 */
import type { ReactNode } from 'react';
import { CheckList } from '~/components/site/check-list';
import { CtaCard } from '~/components/site/cta-card';
import { FaqList } from '~/components/site/faq-list';
import { Section } from '~/components/site/section';
import { StatList } from '~/components/site/stat-list';
import { FaqJsonLd } from '~/components/site/structured-data';
import type { PracticeService } from '~/content/site/practices/index';
import type { BlockType } from '~/domain/page-blocks/blocks';
import type { PageKey } from '~/domain/page-blocks/page-definitions';
import type { BlockViewProps } from './page-blocks';

export type Props<T extends BlockType, Context = unknown> = BlockViewProps<T, Context>;

/**
 * What a page with download forms gives its downloads block: the guides with their forms, which
 * are the site's own (the route renders them, so only the pages with downloads load the gate).
 */
export interface DownloadsContext {
  downloads: ReactNode;
}

/** '01' for the first of a numbered list. */
export const number = (index: number) => String(index + 1).padStart(2, '0');

/**
 * Item n of a services block is the practice's service n: its anchor id (the catalog's, never the
 * block's data). The block holds exactly as many items as the catalog (blocks-practices.ts).
 */
export function anchored<T>(items: readonly T[], services: readonly PracticeService[]): (T & { id: string })[] {
  return items.flatMap((item, index) => {
    const service = services[index];
    return service ? [{ ...item, id: service.id }] : [];
  });
}

/**
 * A step's anchor: its name in lowercase letters and digits, other runs as one '-' ('Protect' →
 * 'protect'). The rule of ~/domain/slug's slugify, kept here because importing that module would
 * bring its admin messages into every practice page's scripts (ADR 030).
 */
export function stepAnchor(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Anchors of named steps (stages, phases), made unique within the block. */
function stepIds(blockId: string, names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name, index) => {
    let id = stepAnchor(name) || `${blockId}-${index + 1}`;
    if (seen.has(id)) id = `${id}-${index + 1}`;
    seen.add(id);
    return id;
  });
}

// ── Practice sections ─────────────────────────────────────────────────────────────────────────

export function PracticeFiguresBlock({ block }: Props<'practiceFigures'>) {
  const { background, title, intro, figures, note } = block.data;
  return (
    <Section id={block.id} tone={background} title={title} intro={intro || undefined}>
      <StatList stats={figures} className="mt-10" />
      {note ? <p className="mt-6 max-w-3xl text-sm text-slate-600">{note}</p> : null}
    </Section>
  );
}

export function StageFrameworkBlock({ block }: Props<'stageFramework'>) {
  const { background, title, intro, body, activitiesLabel, outcomeLabel, stages } = block.data;
  const ids = stepIds(block.id, stages.map((stage) => stage.name));
  return (
    <Section id={block.id} tone={background} title={title} intro={intro || undefined}>
      {body ? <p className="mt-6 max-w-3xl leading-7 text-slate-700">{body}</p> : null}
      <ol className="mt-12 space-y-6">
        {stages.map((stage, index) => (
          <li key={ids[index]} id={ids[index]} className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-12">
            <div className="lg:col-span-4">
              <p aria-hidden="true" className="text-sm font-bold text-brand-700">
                {number(index)}
              </p>
              <h3 className="mt-1 text-2xl font-bold tracking-tight">{stage.name}</h3>
              <p className="mt-2 text-slate-600">{stage.summary}</p>
            </div>
            <div className="lg:col-span-5">
              <h4 className="text-sm font-bold uppercase tracking-wider text-slate-700">{activitiesLabel}</h4>
              <CheckList items={stage.activities} className="mt-3 text-slate-800" />
            </div>
            <div className="rounded-xl bg-brand-50 p-5 lg:col-span-3">
              <h4 className="text-sm font-bold uppercase tracking-wider text-brand-800">{outcomeLabel}</h4>
              <p className="mt-2 font-medium text-brand-900">{stage.outcome}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function PhaseFrameworkBlock({ block }: Props<'phaseFramework'>) {
  const { background, title, intro, phases } = block.data;
  const ids = stepIds(block.id, phases.map((phase) => phase.name));
  return (
    <Section id={block.id} tone={background} title={title} intro={intro || undefined}>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {phases.map((phase, index) => (
          <li key={ids[index]} id={ids[index]} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <p aria-hidden="true" className="text-sm font-bold text-brand-700">
              {number(index)}
            </p>
            <h3 className="mt-1 text-2xl font-bold tracking-tight">{phase.name}</h3>
            <p className="mt-2 text-slate-600">{phase.summary}</p>
            <CheckList items={phase.points} className="mt-5 text-slate-800" />
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function CtaCardsBlock({ block }: Props<'ctaCards'>) {
  const { background, title, intro, cards } = block.data;
  return (
    <Section id={block.id} tone={background} title={title} intro={intro || undefined}>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {cards.map((card, index) => (
          <CtaCard
            key={`${index}-${card.button.label}`}
            cta={{ ...(card.heading ? { heading: card.heading } : {}), text: card.text, label: card.button.label, to: card.button.to }}
            inverse={index === 0}
          />
        ))}
      </div>
    </Section>
  );
}

/** The sections any practice page may add, for its view map (pages-practices.ts PRACTICE_SECTIONS). */
export const PRACTICE_SECTION_VIEWS = {
  practiceFigures: PracticeFiguresBlock,
  stageFramework: StageFrameworkBlock,
  phaseFramework: PhaseFrameworkBlock,
  ctaCards: CtaCardsBlock,
} as const;

// ── Slot: a section whose content is the site's own ──────────────────────────────────────────

export function DownloadsBlock({ block, context }: Props<'downloads', DownloadsContext>) {
  const { background, title, intro } = block.data;
  return (
    <Section id={block.id} tone={background} title={title} intro={intro || undefined}>
      {context.downloads}
    </Section>
  );
}

// ── The practice pages' view of a general type ───────────────────────────────────────────────

/** The ids each practice page's questions have always had (`dx-faq-1`, …), for the seeded block. */
const FAQ_ID_PREFIXES: Partial<Record<PageKey, string>> = {
  'digital-experience': 'dx',
  'generative-ai': 'ai',
  'security-services': 'security',
};

/** Questions and answers as the general block shows them, with the page's own item ids for its 'faq' block. */
export function PracticeFaqBlock({ block, page }: Props<'faq'>) {
  const prefix = (block.id === 'faq' ? FAQ_ID_PREFIXES[page.key] : undefined) ?? block.id;
  return (
    <>
      <FaqJsonLd faqs={block.data.items} />
      <Section id={block.id} tone={block.data.background} title={block.data.title}>
        <FaqList faqs={block.data.items} idPrefix={prefix} />
      </Section>
    </>
  );
}
