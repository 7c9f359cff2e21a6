import { PageBlocks, type BlockViews } from '~/components/blocks/page-blocks';
import { GENERAL_BLOCK_VIEWS } from '~/components/blocks/general-blocks';
import { ParagraphsBlock } from '~/components/blocks/company-blocks';
import { ContactFormBlock } from '~/components/blocks/company/contact-us';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { formGuard } from '~/server/platform/spam.server';
import { handleContactSubmission } from '~/server/pages/public-forms.server';
import { loadPageData } from '~/server/pages/site-page.server';
import type { Route } from './+types/contact-us';
import { keepDataAfterFormPost } from '~/routes/site/revalidation';

const views: BlockViews<unknown> = {
  ...GENERAL_BLOCK_VIEWS,
  contactForm: ContactFormBlock,
  paragraphs: ParagraphsBlock,
};

/** The page's blocks (one cached read); the contact form's fill-time token (spam.server.ts). */
export async function loader(args?: Route.LoaderArgs) {
  const page = await loadPageData('contact-us', args?.request);
  return { ...formGuard(), page };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleContactSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  return <PageBlocks page={loaderData.page} views={views} context={undefined} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageBlocksMeta(loaderData?.page, '/contact-us', matches);
