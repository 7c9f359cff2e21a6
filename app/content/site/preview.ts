/** /preview/{token}: an unpublished article, partner or job shown through a preview link (issue 43, ADR 331). */
import { company } from '~/content/company';

/** The preview page's words: the shape of each language's copy (content/locales/ar/preview.ts; issue 48). */
export type PreviewCopy = Readonly<
  Record<
    | 'bannerTitle'
    | 'bannerText'
    | 'metaTitle'
    | 'closedTitle'
    | 'closedDetail'
    | 'unknownTitle'
    | 'unknownDetail'
    | 'versionGoneTitle'
    | 'versionGoneDetail'
    | 'backHome'
    | 'applyTitle'
    | 'applyNote',
    string
  >
>;

export const previewCopy = {
  bannerTitle: 'Preview — not published',
  bannerText: `You are reading a preview shared by ${company.name}. It may change before it is published; please do not share this link.`,
  metaTitle: 'Preview — not published',
  closedTitle: 'This preview link has expired or was revoked.',
  closedDetail: 'Ask the person who sent it for a new link.',
  unknownTitle: 'This preview link does not exist.',
  unknownDetail: 'Check that the whole address was copied, or ask the person who sent it for a new link.',
  versionGoneTitle: 'The version this preview link showed is no longer kept.',
  versionGoneDetail: 'Ask the person who sent it for a new link.',
  backHome: 'Go to the home page',
  // A job's preview, where the public page has its application form.
  applyTitle: 'Applications',
  applyNote: 'This is a preview, so it takes no applications. Once the job is published, its page has the application form.',
} as const satisfies PreviewCopy;

/** The banner over a page opened through a preview link, at the page's own address (issue 44). */
export const pageLinkPreviewCopy = {
  title: previewCopy.bannerTitle,
  latest: `You are seeing this page’s latest draft, shared by ${company.name}; visitors see the published page. It may change before it is published; please do not share this link.`,
  revision: (number: number) =>
    `You are seeing version ${number} of this page’s history, shared by ${company.name}; visitors see the published page. Please do not share this link.`,
  leave: 'Leave the preview',
} as const;
