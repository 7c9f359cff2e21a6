// Row shapes for the demo seed data. Keys are the exact snake_case column
// names from SPEC §3; id, created_at and updated_at are left to the database.
// Dates are 'YYYY-MM-DD' strings. `days_ago` (leads, applications) is not a
// column: the seed script turns it into created_at relative to "now".

export type ArticleCategory = 'News' | 'Insights' | 'Articles';

export type PartnershipType =
  | 'Strategic Partner'
  | 'Technology Partner'
  | 'Implementation Partner'
  | 'Consulting Partner';

export type TeamDepartment =
  | 'Leadership'
  | 'Consulting'
  | 'Strategy'
  | 'Technology'
  | 'Operations'
  | 'Marketing';

export type LeadStatus = 'new' | 'contacted' | 'qualified' | 'converted' | 'closed';

export type ApplicationStatus = 'new' | 'reviewing' | 'interviewing' | 'accepted' | 'rejected';

/** SPEC §5 quote-form option lists. */
export type LeadIndustry =
  | 'Healthcare'
  | 'Public Sector'
  | 'Consumer Goods & Services'
  | 'Private Equity'
  | 'Financial Services'
  | 'Telecom'
  | 'Manufacturing'
  | 'Renewables'
  | 'Other';

export type LeadProjectType =
  | 'Digital Experience & UX Design'
  | 'Generative AI & Data Solutions'
  | 'Security Services & Infrastructure'
  | 'Digital Transformation Consulting'
  | 'Mobile Application Development'
  | 'Web Application Development'
  | 'Enterprise CMS Implementation'
  | 'ERP Systems Integration'
  | 'Performance Marketing'
  | 'Creative Services'
  | 'Strategic Consulting'
  | 'Other';

export type LeadBudget =
  | 'Under $50K'
  | '$50K - $100K'
  | '$100K - $250K'
  | '$250K - $500K'
  | '$500K - $1M'
  | 'Over $1M'
  | 'Prefer not to specify';

export type LeadTimeline =
  | 'ASAP (Within 1 month)'
  | '1-3 months'
  | '3-6 months'
  | '6-12 months'
  | '12+ months'
  | 'Just exploring options';

/** news_insights */
export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown (GFM). */
  content: string;
  category: ArticleCategory;
  author: string;
  published_date: string;
  featured_image: string | null;
  is_published: boolean;
}

/** partners */
export interface SeedPartner {
  slug: string;
  name: string;
  logo_url: string;
  /** Markdown. */
  description: string;
  website: string | null;
  partnership_type: PartnershipType;
  industry: string | null;
  established_date: string | null;
  case_study: string | null;
  is_active: boolean;
  display_order: number;
}

/** teams */
export interface SeedTeamMember {
  name: string;
  slug: string;
  title: string;
  role: string;
  bio: string;
  photo_url: string | null;
  email: string | null;
  linkedin_url: string | null;
  twitter_url: string | null;
  department: TeamDepartment;
  display_order: number;
  is_active: boolean;
}

/** testimonials */
export interface SeedTestimonial {
  quote: string;
  name: string;
  title: string;
  company: string | null;
  image_url: string | null;
  is_active: boolean;
  display_order: number;
}

/** jobs */
export interface SeedJob {
  title: string;
  department: string;
  experience_level: string;
  employment_type: string;
  location: string;
  description: string;
  requirements: string[];
  benefits: string[];
  salary_range: string | null;
  display_order: number;
  is_active: boolean;
}

/** portfolio_projects */
export interface SeedProject {
  title: string;
  client: string;
  description: string;
  category: string;
  year: number;
  services: string[];
  technologies: string[];
  results: string[];
  image_url: string | null;
  website_url: string | null;
  featured: boolean;
  is_active: boolean;
  display_order: number;
}

/** contact_leads (+ days_ago, turned into created_at by the seed script) */
export interface SeedLead {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company_name: string | null;
  job_title: string | null;
  industry: LeadIndustry | null;
  project_type: LeadProjectType | null;
  budget: LeadBudget | null;
  timeline: LeadTimeline | null;
  message: string;
  status: LeadStatus;
  notes: string | null;
  days_ago: number;
}

/** job_applications (+ job_index into seedJobs, days_ago for created_at) */
export interface SeedApplication {
  job_index: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  resume_url: string | null;
  cover_letter: string | null;
  linkedin_url: string | null;
  portfolio_url: string | null;
  experience_years: number | null;
  current_company: string | null;
  current_position: string | null;
  availability_date: string | null;
  salary_expectation: string | null;
  additional_info: string | null;
  status: ApplicationStatus;
  notes: string | null;
  days_ago: number;
}
