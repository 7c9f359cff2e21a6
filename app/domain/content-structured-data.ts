/**
 * schema.org structured data for the database-driven pages: Article (/news-insights/{slug}),
 * BreadcrumbList (detail pages) and JobPosting (/careers/{slug}). Pure; render with <JsonLd>.
 */
import { firmIsoDateTime, publishedMoment } from './schedule';
import { company } from '~/content/company';
import { arabicOfficeCities } from '~/content/locales/ar/office-cities';
import { closingMoment, jobPath, parseSalaryRange } from './job-posting';
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
  /** The article's address in its language (issue 48); its English address when not given. */
  path = `/news-insights/${encodeURIComponent(article.slug)}`,
): JsonObject {
  const url = `${origin}${path}`;
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
/**
 * Free text as a key for the word lists below: lower case, Arabic without its vowel marks and
 * tatweel, only letters (Latin and Arabic) kept — 'Full-time' and 'full time' are 'fulltime',
 * 'دوام كامل' and 'دَوام كامل' are 'دوامكامل'.
 */
function wordKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[^a-z\u0621-\u064A]/g, '');
}

/**
 * Google's employment types, by the words staff write in jobs.employment_type (free text) in each
 * language of the site (issue 48: an Arabic translation is written in Arabic).
 */
const EMPLOYMENT_TYPE_WORDS: Readonly<Record<string, string>> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
  volunteer: 'VOLUNTEER',
  perdiem: 'PER_DIEM',
  دوامكامل: 'FULL_TIME',
  دوامجزئي: 'PART_TIME',
  عقد: 'CONTRACTOR',
  مؤقت: 'TEMPORARY',
  تدريب: 'INTERN',
  تطوع: 'VOLUNTEER',
};

export function schemaEmploymentType(employmentType: string): string {
  return EMPLOYMENT_TYPE_WORDS[wordKey(employmentType)] ?? 'OTHER';
}

/** A location that starts with the word for remote work, in English or Arabic ('عن بُعد'). */
export function isRemoteLocation(location: string): boolean {
  return /^\s*remote\b/i.test(location) || wordKey(location).startsWith('عنبعد');
}

/** The office a location names, by its city in English or Arabic. */
function officeOf(location: string) {
  const key = wordKey(location);
  return company.offices.find((candidate) => key.includes(wordKey(candidate.city)) || key.includes(wordKey(arabicOfficeCities[candidate.id])));
}

/** What a job page's JobPosting is made of: the row, and its description already as HTML. */
export interface JobPostingSource {
  id: string;
  slug: string;
  title: string;
  /** The description (Markdown, parsed and written out as HTML) with requirements and benefits. */
  descriptionHtml: string;
  employment_type: string;
  location: string;
  created_at: Date | string;
  department: string;
  salary_range: string | null;
  closes_on: string | null;
}

/**
 * JobPosting for one job's page (issue 18) with Google's required and recommended properties:
 * HTML description, the real creation date, validThrough from the closing date, the employment
 * type in Google's values, the hiring organization with its raster logo, the place or TELECOMMUTE
 * with where applicants may live, baseSalary when the range can be read, the job's id and
 * directApply (the form is on the page). Never on a list page (Google's rule).
 */
export function jobPostingJsonLd(
  origin: string,
  job: JobPostingSource,
  /** The job's address in its language (issue 48); its English address when not given. */
  path = jobPath(job.slug),
): JsonObject {
  const office = officeOf(job.location);
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
            : { '@type': 'PostalAddress', addressLocality: job.location, ...countryField(job.location) },
        },
      };
  const closes = closingMoment(job.closes_on);
  const salary = parseSalaryRange(job.salary_range);
  const url = `${origin}${path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml,
    datePosted: new Date(job.created_at).toISOString(),
    // The last moment applications are taken: the end of the closing day (UTC).
    ...(closes ? { validThrough: new Date(closes.getTime() - 1000).toISOString().replace('.000Z', 'Z') } : {}),
    employmentType: schemaEmploymentType(job.employment_type),
    occupationalCategory: job.department,
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      sameAs: `${origin}/`,
      logo: { '@type': 'ImageObject', url: `${origin}${BRAND_LOGO_PATH}`, width: BRAND_LOGO_SIZE, height: BRAND_LOGO_SIZE },
    },
    ...place,
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.max === undefined ? { value: salary.min } : { minValue: salary.min, maxValue: salary.max }),
              unitText: salary.unit,
            },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: company.name, value: job.id },
    directApply: true,
    url,
  };
}

/** The country of a location that names one of ours (Google wants addressCountry), when it does, in English or Arabic. */
function countryField(location: string): { addressCountry?: string } {
  const text = location.toLowerCase();
  if (/\b(usa|united states|tx|texas)\b/.test(text) || /الولايات المتحدة|تكساس/.test(text)) return { addressCountry: 'US' };
  if (/\bindia\b/.test(text) || /الهند/.test(text)) return { addressCountry: 'IN' };
  if (/\b(uae|united arab emirates)\b/.test(text) || /الإمارات/.test(text)) return { addressCountry: 'AE' };
  return {};
}
