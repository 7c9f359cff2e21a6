import { previewCopy as copy } from '~/content/site/preview';

/** Above an article opened through a preview link: says plainly that this is not the published site. */
export function PreviewBanner() {
  return (
    <section
      aria-label={copy.bannerTitle}
      data-testid="preview-banner"
      className="mb-8 rounded-lg border-l-4 border-yellow-600 bg-yellow-50 p-4 text-yellow-900"
    >
      <p>
        <strong className="font-semibold">{copy.bannerTitle}</strong>
        <span className="ml-2 text-sm">{copy.bannerText}</span>
      </p>
    </section>
  );
}
