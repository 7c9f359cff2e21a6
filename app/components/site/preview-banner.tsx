import { NotPublishedBanner } from '~/components/site/not-published-banner';
import { previewCopy as copy } from '~/content/site/preview';

/** Above an item opened through a preview link: says plainly that this is not the published site. */
export function PreviewBanner() {
  return <NotPublishedBanner title={copy.bannerTitle} text={copy.bannerText} testId="preview-banner" />;
}
