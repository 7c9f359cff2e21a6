/** The hero block's view (issue 44): the page's top band and its one <h1>. Its own module: every page uses it. */
import { ArrowRightIcon } from '~/components/ui/icons';
import { LinkButton } from '~/components/ui/button';
import { PageHero } from '~/components/site/page-hero';
import type { BlockType } from '~/domain/page-blocks/blocks';
import type { BlockViewProps } from './page-blocks';
import { useLinkLanguage } from './block-copy';

type Props<T extends BlockType> = BlockViewProps<T, unknown>;

export function HeroBlock({ block }: Props<'hero'>) {
  const { eyebrow, headline, subhead, cta } = block.data;
  const linkLanguage = useLinkLanguage();
  return (
    <PageHero hero={{ ...(eyebrow ? { eyebrow } : {}), headline, subhead }}>
      {cta.label && cta.to ? (
        <LinkButton to={cta.to} {...linkLanguage(cta.to)} variant="inverse" className="px-7 text-base">
          {cta.label}
          <ArrowRightIcon size={18} />
        </LinkButton>
      ) : null}
    </PageHero>
  );
}
