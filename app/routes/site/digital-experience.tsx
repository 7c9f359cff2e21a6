import { GENERAL_BLOCK_VIEWS } from '~/components/blocks/general-blocks';
import { PageBlocks, type BlockViews } from '~/components/blocks/page-blocks';
import { ServicePillarsBlock, SuccessStoriesBlock, type SuccessStoriesContext } from '~/components/blocks/digital-experience-blocks';
import { DownloadsBlock, PRACTICE_SECTION_VIEWS, PracticeFaqBlock, type DownloadsContext } from '~/components/blocks/practices-blocks';
import { DownloadableResources } from '~/components/forms/download-gate';
import { solutionGuides } from '~/content/site/digital-experience';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { formGuard } from '~/server/platform/spam.server';
import { handleDownloadGateSubmission } from '~/server/pages/public-forms.server';
import { loadDigitalExperienceSections } from '~/server/pages/live-sections.server';
import { loadPageData } from '~/server/pages/site-page.server';
import type { Route } from './+types/digital-experience';
import { keepDataAfterFormPost } from '~/routes/site/revalidation';
import { DEFAULT_LOCALE, localeOfRequest } from '~/domain/locales';

type Context = DownloadsContext & SuccessStoriesContext;

const views: BlockViews<Context> = {
  ...GENERAL_BLOCK_VIEWS,
  ...PRACTICE_SECTION_VIEWS,
  faq: PracticeFaqBlock,
  servicePillars: ServicePillarsBlock,
  downloads: DownloadsBlock,
  successStories: SuccessStoriesBlock,
};

/** The solution guides and their download forms (the site's own), in the downloads block's section. */
const downloads = <DownloadableResources resources={solutionGuides} page="/digital-experience" />;

/**
 * The page's blocks (one cached read) and its live content, the success stories (a failure is
 * logged; the carousel is left out), in parallel; the download forms' fill-time token.
 */
export async function loader(args?: Route.LoaderArgs) {
  // The success stories of the page's language (issue 48).
  const locale = args ? localeOfRequest(args.request) : DEFAULT_LOCALE;
  const [page, sections] = await Promise.all([loadPageData('digital-experience', args?.request), loadDigitalExperienceSections(locale)]);
  return { ...formGuard(), ...sections, page };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleDownloadGateSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function DigitalExperience({ loaderData }: Route.ComponentProps) {
  const { page, successStories } = loaderData;
  return <PageBlocks page={page} views={views} context={{ downloads, successStories }} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageBlocksMeta(loaderData?.page, '/digital-experience', matches);
