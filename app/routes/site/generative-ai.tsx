import { GENERAL_BLOCK_VIEWS } from '~/components/blocks/general-blocks';
import { PageBlocks, type BlockViews } from '~/components/blocks/page-blocks';
import { LeadHeroBlock, ServiceResultsBlock } from '~/components/blocks/generative-ai-blocks';
import { PRACTICE_SECTION_VIEWS, PracticeFaqBlock } from '~/components/blocks/practices-blocks';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { formGuard } from '~/server/platform/spam.server';
import { handleLeadModalSubmission } from '~/server/pages/public-forms.server';
import { loadPageData } from '~/server/pages/site-page.server';
import type { Route } from './+types/generative-ai';
import { keepDataAfterFormPost } from '~/routes/site/revalidation';

const views: BlockViews<unknown> = {
  ...GENERAL_BLOCK_VIEWS,
  ...PRACTICE_SECTION_VIEWS,
  hero: LeadHeroBlock,
  faq: PracticeFaqBlock,
  serviceResults: ServiceResultsBlock,
};

/** The page's blocks (one cached read); the lead form's fill-time token (spam.server.ts). */
export async function loader(args?: Route.LoaderArgs) {
  const page = await loadPageData('generative-ai', args?.request);
  return { ...formGuard(), page };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadModalSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function GenerativeAi({ loaderData }: Route.ComponentProps) {
  return <PageBlocks page={loaderData.page} views={views} context={undefined} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageBlocksMeta(loaderData?.page, '/generative-ai', matches);
