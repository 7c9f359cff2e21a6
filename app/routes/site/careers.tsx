import { PageBlocks, type BlockViews } from '~/components/blocks/page-blocks';
import { GENERAL_BLOCK_VIEWS } from '~/components/blocks/general-blocks';
import { FiguresBlock, ParagraphsBlock, TopicsBlock } from '~/components/blocks/company-blocks';
import { JobOpeningsBlock, type CareersContext } from '~/components/blocks/company/careers';
import { DEFAULT_LOCALE, localeOfRequest } from '~/domain/locales';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { listActiveJobs } from '~/server/entities/jobs.server';
import { FAILURE_MESSAGES, loadSection } from '~/server/pages/section.server';
import { handleApplicationSubmission } from '~/server/pages/public-forms.server';
import { loadPageData } from '~/server/pages/site-page.server';
import { formGuard } from '~/server/platform/spam.server';
import type { Route } from './+types/careers';
import { keepDataAfterFormPost } from '~/routes/site/revalidation';

const views: BlockViews<CareersContext> = {
  ...GENERAL_BLOCK_VIEWS,
  jobOpenings: JobOpeningsBlock,
  figures: FiguresBlock,
  topics: TopicsBlock,
  paragraphs: ParagraphsBlock,
};

/**
 * The page's blocks (one cached read) and the open jobs of the address's language (issue 48:
 * /ar/الوظائف lists Arabic jobs only), in parallel; the application forms' fill-time token (spam.server.ts).
 */
export async function loader(args?: Route.LoaderArgs) {
  const locale = args ? localeOfRequest(args.request) : DEFAULT_LOCALE;
  const [page, jobs] = await Promise.all([
    loadPageData('careers', args?.request),
    loadSection('jobs', () => listActiveJobs(new Date(), locale), FAILURE_MESSAGES.jobs),
  ]);
  return { ...formGuard(), jobs, page };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApplicationSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { page, jobs } = loaderData;
  // No JobPosting here: Google takes it on a job's own page only (/careers/{slug}), never on a list.
  return <PageBlocks page={page} views={views} context={{ jobs }} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageBlocksMeta(loaderData?.page, '/careers', matches);
