import { PageBlocks, type BlockViews } from '~/components/blocks/page-blocks';
import { GENERAL_BLOCK_VIEWS } from '~/components/blocks/general-blocks';
import { FiguresBlock, ParagraphsBlock } from '~/components/blocks/company-blocks';
import { CompanyValuesBlock, HelpFormBlock, OfficesBlock, PartnerStripBlock, TeamBlock, type AboutContext } from '~/components/blocks/company/about-us';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { loadAboutSections } from '~/server/pages/live-sections.server';
import { loadPageData } from '~/server/pages/site-page.server';
import type { Route } from './+types/about-us';
import { DEFAULT_LOCALE, localeOfRequest } from '~/domain/locales';

const views: BlockViews<AboutContext> = {
  ...GENERAL_BLOCK_VIEWS,
  paragraphs: ParagraphsBlock,
  team: TeamBlock,
  companyValues: CompanyValuesBlock,
  offices: OfficesBlock,
  partnerStrip: PartnerStripBlock,
  helpForm: HelpFormBlock,
  figures: FiguresBlock,
};

/** The page's blocks (one cached read) and the team grid (a failure becomes its error state), in parallel. */
export async function loader(args?: Route.LoaderArgs) {
  // The team members of the page's language (issue 48).
  const locale = args ? localeOfRequest(args.request) : DEFAULT_LOCALE;
  const [page, sections] = await Promise.all([loadPageData('about-us', args?.request), loadAboutSections(locale)]);
  return { ...sections, page };
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { page, team } = loaderData;
  return <PageBlocks page={page} views={views} context={{ team }} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageBlocksMeta(loaderData?.page, '/about-us', matches);
