import { PageBlocks, type BlockViews } from '~/components/blocks/page-blocks';
import { GENERAL_BLOCK_VIEWS } from '~/components/blocks/general-blocks';
import { FiguresBlock, ParagraphsBlock } from '~/components/blocks/company-blocks';
import { QuoteFormBlock, ServiceCatalogBlock, type WhatWeDoContext } from '~/components/blocks/company/what-we-do';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { formGuard } from '~/server/platform/spam.server';
import { handleQuoteSubmission } from '~/server/pages/public-forms.server';
import { loadPageData, loadPracticeCatalog } from '~/server/pages/site-page.server';
import type { Route } from './+types/what-we-do';
import { keepDataAfterFormPost } from '~/routes/site/revalidation';

const views: BlockViews<WhatWeDoContext> = {
  ...GENERAL_BLOCK_VIEWS,
  paragraphs: ParagraphsBlock,
  figures: FiguresBlock,
  serviceCatalog: ServiceCatalogBlock,
  quoteForm: QuoteFormBlock,
};

/** The page's blocks and the practices as their pages say (held reads); the quote form's fill-time token (spam.server.ts). */
export async function loader(args?: Route.LoaderArgs) {
  const [page, practices] = await Promise.all([loadPageData('what-we-do', args?.request), loadPracticeCatalog()]);
  return { ...formGuard(), page, practices };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleQuoteSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function WhatWeDo({ loaderData }: Route.ComponentProps) {
  return <PageBlocks page={loaderData.page} views={views} context={{ practices: loaderData.practices }} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageBlocksMeta(loaderData?.page, '/what-we-do', matches);
