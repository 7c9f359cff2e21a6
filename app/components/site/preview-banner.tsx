import { NotPublishedBanner } from '~/components/site/not-published-banner';
import type { PreviewCopy } from '~/content/site/preview';

/**
 * Above an item opened through a preview link: says plainly that this is not the published site,
 * in the item's language (issue 48: the preview route passes its copy).
 */
export function PreviewBanner({ copy }: { copy: Pick<PreviewCopy, 'bannerTitle' | 'bannerText'> }) {
  return <NotPublishedBanner title={copy.bannerTitle} text={copy.bannerText} testId="preview-banner" />;
}
