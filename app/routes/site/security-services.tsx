import { GENERAL_BLOCK_VIEWS } from '~/components/blocks/general-blocks';
import { PageBlocks, type BlockViews } from '~/components/blocks/page-blocks';
import { DownloadsBlock, PRACTICE_SECTION_VIEWS, PracticeFaqBlock, type DownloadsContext } from '~/components/blocks/practices-blocks';
import { ServiceStackBlock } from '~/components/blocks/security-services-blocks';
import { DownloadableResources } from '~/components/forms/download-gate';
import { securityResources } from '~/content/site/security-services';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { formGuard } from '~/server/platform/spam.server';
import { handleDownloadGateSubmission } from '~/server/pages/public-forms.server';
import { loadPageData } from '~/server/pages/site-page.server';
import type { Route } from './+types/security-services';
import { keepDataAfterFormPost } from '~/routes/site/revalidation';

const views: BlockViews<DownloadsContext> = {
  ...GENERAL_BLOCK_VIEWS,
  ...PRACTICE_SECTION_VIEWS,
  faq: PracticeFaqBlock,
  serviceStack: ServiceStackBlock,
  downloads: DownloadsBlock,
};

/** The resources and their download forms (the site's own), in the downloads block's section. */
const context: DownloadsContext = { downloads: <DownloadableResources resources={securityResources} page="/security-services" /> };

/** The page's blocks (one cached read); the download forms' fill-time token (spam.server.ts). */
export async function loader(args?: Route.LoaderArgs) {
  const page = await loadPageData('security-services', args?.request);
  return { ...formGuard(), page };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleDownloadGateSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function SecurityServices({ loaderData }: Route.ComponentProps) {
  return <PageBlocks page={loaderData.page} views={views} context={context} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageBlocksMeta(loaderData?.page, '/security-services', matches);
