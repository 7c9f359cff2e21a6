/**
 * The views of the light general blocks (issue 44): call to action, quote, bullet list, key
 * figures — and the hero. Every page may take these; they cost a page little code. A section's
 * heading is its <h2>.
 */
import { ArrowRightIcon } from '~/components/ui/icons';
import { LinkButton } from '~/components/ui/button';
import { CheckList } from '~/components/site/check-list';
import { Section } from '~/components/site/section';
import { StatList } from '~/components/site/stat-list';
import type { BlockType } from '~/domain/page-blocks/blocks';
import { HeroBlock } from './hero-block';
import type { BlockViewProps } from './page-blocks';
import { useBlockCopy, useLinkLanguage } from './block-copy';

type Props<T extends BlockType> = BlockViewProps<T, unknown>;

export function CallToActionBlock({ block }: Props<'callToAction'>) {
  const { title, text, button } = block.data;
  const linkLanguage = useLinkLanguage();
  return (
    <Section id={block.id} tone="brand" title={title} intro={text}>
      <div className="mt-8">
        <LinkButton to={button.to} {...linkLanguage(button.to)} variant="inverse" className="px-7 text-base">
          {button.label}
          <ArrowRightIcon size={18} />
        </LinkButton>
      </div>
    </Section>
  );
}

export function QuoteBlock({ block }: Props<'quote'>) {
  const { quote, name, role } = block.data;
  const copy = useBlockCopy().quote;
  return (
    <section id={block.id} aria-label={name} className="bg-white">
      <figure className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <blockquote className="text-xl leading-9 text-slate-800 sm:text-2xl">
          <p>
            {copy.open}
            {quote}
            {copy.close}
          </p>
        </blockquote>
        <figcaption className="mt-6 text-slate-700">
          <span className="font-semibold text-ink">{name}</span>
          {role ? (
            <span>
              {copy.roleSeparator}
              {role}
            </span>
          ) : null}
        </figcaption>
      </figure>
    </section>
  );
}

export function BulletListBlock({ block }: Props<'bulletList'>) {
  const { title, intro, items, background } = block.data;
  return (
    <Section id={block.id} tone={background} title={title} intro={intro || undefined}>
      <CheckList items={items} className="mt-8 max-w-3xl text-slate-800" />
    </Section>
  );
}

export function KeyFiguresBlock({ block }: Props<'keyFigures'>) {
  const { title, intro, figures } = block.data;
  return (
    <Section id={block.id} tone="brand" title={title} intro={intro || undefined}>
      <StatList stats={figures} inverse className="mt-10" />
    </Section>
  );
}

/** The light general blocks' views, for a page's view map. */
export const LIGHT_BLOCK_VIEWS = {
  hero: HeroBlock,
  callToAction: CallToActionBlock,
  quote: QuoteBlock,
  bulletList: BulletListBlock,
  keyFigures: KeyFiguresBlock,
} as const;
