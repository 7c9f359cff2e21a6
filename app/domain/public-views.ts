/**
 * What the public pages of the content a preview link can share show of an item (issue 43, ADR
 * 331): the props of ArticleView, PartnerView and JobView, which the public pages and
 * /preview/{token} render. Shapes only; the server builds them (pages/preview.server.ts and the
 * public routes' loaders), the components render them.
 */

/** What the article page shows of an article (the content arrives parsed). */
export interface ArticleViewData {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  published_date: string;
  featured_image: string | null;
  featured_image_alt?: string | null;
  publish_at: Date | string | null;
  updated_at?: Date | string;
}

/** What the partner page shows of a partner (the description and case study arrive parsed). */
export interface PartnerViewData {
  slug: string;
  name: string;
  logo_url: string;
  /** The media library's alt text when the logo is a library image. */
  logo_alt?: string | null;
  website: string | null;
  partnership_type: string;
  industry: string | null;
  established_date: string | null;
}

/** What the job page shows of a job (the description arrives parsed). */
export interface JobViewData {
  id: string;
  slug: string;
  title: string;
  department: string;
  experience_level: string;
  employment_type: string;
  location: string;
  requirements: readonly string[];
  benefits: readonly string[];
  salary_range: string | null;
  closes_on: string | null;
}
