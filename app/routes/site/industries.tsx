import { PageBlocks, type BlockViews } from '~/components/blocks/page-blocks';
import { GENERAL_BLOCK_VIEWS } from '~/components/blocks/general-blocks';
import { FiguresBlock, ParagraphsBlock } from '~/components/blocks/company-blocks';
import {
  CaseStudiesBlock,
  IndustriesOverviewBlock,
  IndustriesTestimonialsBlock,
  IndustryBlock,
  type IndustriesContext,
} from '~/components/blocks/company/industries';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { loadIndustriesSections } from '~/server/pages/live-sections.server';
import { loadPageData } from '~/server/pages/site-page.server';
import type { Route } from './+types/industries';
import { DEFAULT_LOCALE, localeOfRequest } from '~/domain/locales';

const views: BlockViews<IndustriesContext> = {
  ...GENERAL_BLOCK_VIEWS,
  industriesOverview: IndustriesOverviewBlock,
  industry: IndustryBlock,
  caseStudies: CaseStudiesBlock,
  testimonials: IndustriesTestimonialsBlock,
  paragraphs: ParagraphsBlock,
  figures: FiguresBlock,
};

/** The page's blocks (one cached read) and the testimonials carousel (a failure becomes its error state), in parallel. */
export async function loader(args?: Route.LoaderArgs) {
  // The testimonials of the page's language (issue 48).
  const locale = args ? localeOfRequest(args.request) : DEFAULT_LOCALE;
  const [page, sections] = await Promise.all([loadPageData('industries', args?.request), loadIndustriesSections(locale)]);
  return { ...sections, page };
}

export default function Industries({ loaderData }: Route.ComponentProps) {
  const { page, testimonials, testimonialWords } = loaderData;
  return <PageBlocks page={page} views={views} context={{ testimonials, testimonialWords }} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageBlocksMeta(loaderData?.page, '/industries', matches);
