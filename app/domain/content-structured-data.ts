/**
 * schema.org structured data for the database-driven pages: Article (/news-insights/{slug}),
 * BreadcrumbList (detail pages) and JobPosting (/careers). Pure; render with <JsonLd>.
 */
import { firmIsoDateTime, publishedMoment } from './schedule';
import { company } from '~/content/company';
import { isoDate } from './dates';
import { BRAND_LOGO_PATH, BRAND_LOGO_SIZE } from './structured-data';

type JsonObject = Record<string, unknown>;

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export interface Crumb {
  name: string;
  /** A site path ('/partners') or an absolute URL. */
  path: string;
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

export function articleJsonLd(
  origin: string,
  article: {
    slug: string;
    title: string;
    excerpt: string;
    author: string;
    published_date: string;
    publish_at?: Date | string | null;
    updated_at?: Date | string;
    featured_image: string | null;
    category: string;
  },
): JsonObject {
  const url = `${origin}/news-insights/${encodeURIComponent(article.slug)}`;
  const byCompany = article.author.trim() === company.name;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    articleSection: article.category,
    // Issue 19: a time and the firm's zone, not a bare date.
    datePublished: firmIsoDateTime(publishedMoment(article)),
    ...(article.updated_at ? { dateModified: new Date(article.updated_at).toISOString() } : {}),
    author: byCompany
      ? { '@type': 'Organization', name: company.name, url: `${origin}/` }
      : { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: company.name, logo: { '@type': 'ImageObject', url: `${origin}${BRAND_LOGO_PATH}`, width: BRAND_LOGO_SIZE, height: BRAND_LOGO_SIZE } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(article.featured_image ? { image: absolute(origin, article.featured_image) } : {}),
  };
}

/** schema.org employmentType for the employment types staff enter ('Full Time', 'Contract', …). */
export function schemaEmploymentType(employmentType: string): string {
  const key = employmentType.toLowerCase().replace(/[^a-z]/g, '');
  const known: Record<string, string> = {
    fulltime: 'FULL_TIME',
    parttime: 'PART_TIME',
    contract: 'CONTRACTOR',
    contractor: 'CONTRACTOR',
    temporary: 'TEMPORARY',
    internship: 'INTERN',
    intern: 'INTERN',
    volunteer: 'VOLUNTEER',
    perdiem: 'PER_DIEM',
  };
  return known[key] ?? 'OTHER';
}

export function isRemoteLocation(location: string): boolean {
  return /^\s*remote\b/i.test(location);
}

export function jobPostingJsonLd(
  origin: string,
  job: {
    title: string;
    description: string;
    requirements: readonly string[];
    benefits: readonly string[];
    employment_type: string;
    location: string;
    created_at: Date | string;
    department: string;
  },
): JsonObject {
  const sections = [
    job.description,
    job.requirements.length ? `Requirements:\n${job.requirements.map((item) => `- ${item}`).join('\n')}` : '',
    job.benefits.length ? `Benefits:\n${job.benefits.map((item) => `- ${item}`).join('\n')}` : '',
  ].filter(Boolean);
  const office = company.offices.find((candidate) => job.location.toLowerCase().includes(candidate.city.toLowerCase()));
  const place = isRemoteLocation(job.location)
    ? {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: company.offices.map((candidate) => ({
          '@type': 'Country',
          name: candidate.postal.addressCountry,
        })),
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address: office
            ? { '@type': 'PostalAddress', ...office.postal }
            : { '@type': 'PostalAddress', addressLocality: job.location },
        },
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: sections.join('\n\n'),
    datePosted: isoDate(new Date(job.created_at)),
    employmentType: schemaEmploymentType(job.employment_type),
    occupationalCategory: job.department,
    hiringOrganization: { '@type': 'Organization', name: company.name, sameAs: `${origin}/`, logo: `${origin}${BRAND_LOGO_PATH}` },
    ...place,
  };
}
