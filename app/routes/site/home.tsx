import { PageBlocks, type BlockViews } from '~/components/blocks/page-blocks';
import { LIGHT_BLOCK_VIEWS } from '~/components/blocks/light-blocks';
import {
  LatestInsightsBlock,
  LogoStripBlock,
  PracticeOverviewBlock,
  QuoteFormBlock,
  TestimonialsBlock,
  type HomeContext,
} from '~/components/blocks/home-blocks';
import { OrganizationJsonLd, WebSiteJsonLd } from '~/components/site/structured-data';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { formGuard } from '~/server/platform/spam.server';
import { handleQuoteSubmission } from '~/server/pages/public-forms.server';
import { loadHomeSections } from '~/server/pages/live-sections.server';
import { loadPageData } from '~/server/pages/site-page.server';
import { clientLogoStrip } from '~/content/site/client-logos';
import type { Route } from './+types/home';
import { DEFAULT_LOCALE, localeOfRequest } from '~/domain/locales';
import { keepDataAfterFormPost } from '~/routes/site/revalidation';

const views: BlockViews<HomeContext> = {
  ...LIGHT_BLOCK_VIEWS,
  logoStrip: LogoStripBlock,
  practiceOverview: PracticeOverviewBlock,
  latestInsights: LatestInsightsBlock,
  testimonials: TestimonialsBlock,
  quoteForm: QuoteFormBlock,
};

/** The page's blocks (one cached read) and its live sections, in parallel; the quote form's fill-time token. */
export async function loader(args?: Route.LoaderArgs) {
  // The latest insights and the testimonials of the page's language (issue 48): an Arabic home lists Arabic ones only.
  const locale = args ? localeOfRequest(args.request) : DEFAULT_LOCALE;
  const [page, sections] = await Promise.all([loadPageData('home', args?.request), loadHomeSections(locale)]);
  return { ...formGuard(), ...sections, page, clientLogos: clientLogoStrip };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleQuoteSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, insights, testimonials, testimonialWords, clientLogos, practices } = loaderData;
  return (
    <>
      <OrganizationJsonLd />
      <WebSiteJsonLd />
      <PageBlocks page={page} views={views} context={{ clientLogos, insights, testimonials, testimonialWords, practices }} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageBlocksMeta(loaderData?.page, '/', matches);
