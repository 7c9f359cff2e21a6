import { PageBlocks, type BlockViews } from '~/components/blocks/page-blocks';
import { HeroBlock } from '~/components/blocks/hero-block';
import { PartnerDirectoryBlock, type PartnersContext } from '~/components/blocks/company/partners';
import { DEFAULT_LOCALE, localeOfRequest } from '~/domain/locales';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { listActivePartners } from '~/server/entities/partners.server';
import { loadSection } from '~/server/pages/section.server';
import { loadPageData } from '~/server/pages/site-page.server';
import type { Route } from './+types/partners';

const views: BlockViews<PartnersContext> = { hero: HeroBlock, partnerDirectory: PartnerDirectoryBlock };

/**
 * The page's blocks (one cached read) and the active partners of the address's language (issue 48:
 * /ar/الشركاء lists Arabic partners only), in parallel.
 */
export async function loader(args?: Route.LoaderArgs) {
  const locale = args ? localeOfRequest(args.request) : DEFAULT_LOCALE;
  const [page, partners] = await Promise.all([loadPageData('partners', args?.request), loadSection('partners', () => listActivePartners(locale))]);
  // product §8: a partners read failure is logged only; the page shows 'No partners available.'
  return { partners: partners.ok ? partners.data : [], page };
}

export default function Partners({ loaderData }: Route.ComponentProps) {
  const { page, partners } = loaderData;
  return <PageBlocks page={page} views={views} context={{ partners }} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageBlocksMeta(loaderData?.page, '/partners', matches);
