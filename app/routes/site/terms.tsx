import { LEGAL_BLOCK_VIEWS, LegalArticle } from '~/components/blocks/legal-blocks';
import { PageBlocks } from '~/components/blocks/page-blocks';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { loadPageData } from '~/server/pages/site-page.server';
import type { Route } from './+types/terms';

/** The live version of the terms: its blocks, version and effective date (one cached read). */
export async function loader(args?: Route.LoaderArgs) {
  return { page: await loadPageData('terms', args?.request) };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <LegalArticle page={page}>
      <PageBlocks page={page} views={LEGAL_BLOCK_VIEWS} context={null} />
    </LegalArticle>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageBlocksMeta(loaderData?.page, '/terms', matches);
