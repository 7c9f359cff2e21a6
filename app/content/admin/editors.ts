/**
 * Back-office copy for the article, partner and team member screens and the audit log.
 * product §2 and §8 strings are verbatim (marked); the rest are ours.
 */

export const newsAdminCopy = {
  addNew: 'Add New Article',
  filterLabel: 'Filter by category',
  all: 'All',
  // product §2, §5, §8 (verbatim)
  empty: 'No articles found.',
  deleteQuestion: 'Are you sure you want to delete this article?',
  created: 'Article created successfully!',
  updated: 'Article updated successfully!',
  loadError: (message: string) => `Error loading article: ${message}`,
  saveError: (message: string) => `Error saving article: ${message}`,
  deleteError: (message: string) => `Error deleting article: ${message}`,
  // ours
  notFound: 'Article not found',
  deleted: 'Article deleted.',
  missingId: 'No article ID provided for update',
  published: 'Published',
  draft: 'Draft',
  // issue 19: scheduled publishing (times in the firm's zone, named)
  scheduled: 'Scheduled',
  ended: 'Unpublished',
  stateTime: { scheduled: 'goes live', published: 'since', ended: 'since' },
  until: 'until',
  scheduleHint: (zone: string) =>
    `Times are in the firm's time zone (${zone}). Leave "Publish at" empty to publish on saving; with a time, the article appears by itself then (the Published box must be ticked).`,
  replaceRedirect: 'Replace the redirect that owns this address',
  preview: 'Preview',
  edit: 'Edit',
  create: 'Create Article',
  update: 'Update Article',
  saving: 'Saving...',
  cancel: 'Cancel',
  backToList: 'Back to Articles',
  columns: { title: 'Title', category: 'Category', date: 'Published date', status: 'Status', actions: 'Actions' },
  fields: {
    title: 'Title',
    slug: 'Slug',
    category: 'Category',
    author: 'Author',
    published_date: 'Published Date',
    excerpt: 'Excerpt',
    content: 'Content',
    featured_image: 'Featured Image URL',
    is_published: 'Published (visible on website)',
    publish_at: 'Publish at',
    unpublish_at: 'Unpublish at (optional)',
  },
} as const;

export const partnersAdminCopy = {
  replaceRedirect: 'Replace the redirect that owns this address',
  addNew: 'Add New Partner',
  // product §2, §5, §8 (verbatim)
  empty: 'No partners found.',
  deleteQuestion: 'Are you sure you want to delete this partner?',
  created: 'Partner created successfully!',
  updated: 'Partner updated successfully!',
  loadError: (message: string) => `Error loading partner: ${message}`,
  saveError: (message: string) => `Error saving partner: ${message}`,
  deleteError: (message: string) => `Error deleting partner: ${message}`,
  // ours
  notFound: 'Partner not found',
  deleted: 'Partner deleted.',
  missingId: 'No partner ID provided for update',
  toggleError: (message: string) => `Error updating partner: ${message}`,
  activated: (name: string) => `Partner "${name}" is now active.`,
  deactivated: (name: string) => `Partner "${name}" is now inactive.`,
  active: 'Active',
  inactive: 'Inactive',
  activate: 'Activate',
  deactivate: 'Deactivate',
  preview: 'Preview',
  edit: 'Edit',
  create: 'Create Partner',
  update: 'Update Partner',
  saving: 'Saving...',
  cancel: 'Cancel',
  columns: { name: 'Name', type: 'Partnership type', order: 'Order', status: 'Status', actions: 'Actions' },
  fields: {
    name: 'Name',
    slug: 'Slug',
    logo_url: 'Logo URL',
    partnership_type: 'Partnership Type',
    description: 'Description',
    website: 'Website',
    industry: 'Industry',
    established_date: 'Established Date',
    case_study: 'Case Study',
    is_active: 'Active (visible on website)',
    display_order: 'Display Order',
  },
  caseStudyHint:
    "Either headed sections ('## Challenge', '## Solution', '## Results' with bullet results) or paragraphs starting 'Challenge:', 'Solution:', 'Results:'.",
} as const;

export const teamsAdminCopy = {
  addNew: 'Add New Team Member',
  // product §2, §5, §8 (verbatim)
  empty: 'No team members found.',
  deleteQuestion: 'Are you sure you want to delete this team member?',
  created: 'Team member created successfully!',
  updated: 'Team member updated successfully!',
  loadError: (message: string) => `Error loading team member: ${message}`,
  saveError: (message: string) => `Error saving team member: ${message}`,
  deleteError: (message: string) => `Error deleting team member: ${message}`,
  create: 'CREATE',
  update: 'UPDATE',
  saving: 'SAVING...',
  cancel: 'Cancel',
  fields: {
    name: 'Name',
    slug: 'Slug',
    title: 'Title/Position',
    department: 'Department',
    display_order: 'Display Order',
    photo_url: 'Photo URL',
    email: 'Email',
    linkedin_url: 'LinkedIn URL',
    twitter_url: 'Twitter URL',
    bio: 'Bio',
    is_active: 'Active team member (visible on website)',
  },
  // ours
  notFound: 'Team member not found',
  deleted: 'Team member deleted.',
  missingId: 'No team member ID provided for update',
  toggleError: (message: string) => `Error updating team member: ${message}`,
  activated: (name: string) => `Team member "${name}" is now active.`,
  deactivated: (name: string) => `Team member "${name}" is now inactive.`,
  active: 'Active',
  inactive: 'Inactive',
  activate: 'Activate',
  deactivate: 'Deactivate',
  edit: 'Edit',
  noPhoto: 'No Photo',
  columns: { member: 'Member', department: 'Department', order: 'Order', status: 'Status', actions: 'Actions' },
} as const;

export const slugFieldCopy = {
  hintFollowing: (source: string) => `Filled in from the ${source} as you type, until you edit it.`,
  hintEdit: 'Part of the page address; changing it changes the public URL.',
} as const;

export const markdownEditorCopy = {
  write: 'Write',
  preview: 'Preview',
  hint: 'Markdown: ## heading, **bold**, *italic*, [link](https://…), - list item, > quote.',
  emptyPreview: 'Nothing to preview yet.',
} as const;

export const auditCopy = {
  intro: 'Every create, update, delete and toggle made in the back office, newest first.',
  empty: 'No changes recorded yet.',
  columns: { when: 'When', who: 'Who', entity: 'Entity', id: 'Record', action: 'Action', changes: 'Changed fields' },
  noChanges: 'No field changed',
  details: 'Show values',
  before: 'Before',
  after: 'After',
  previous: 'Newer',
  next: 'Older',
  page: (n: number) => `Page ${n}`,
  pagination: 'Audit log pages',
  filterLabel: 'Entity',
  allEntities: 'All entities',
  filter: 'Filter',
} as const;

/** The audit log's entity filter: table names and how they read. */
export const auditEntities = [
  { value: 'news_insights', label: 'News & Insights', editPath: (id: string) => `/admin/news/edit/${id}` },
  { value: 'partners', label: 'Partners', editPath: (id: string) => `/admin/partners/edit/${id}` },
  { value: 'teams', label: 'Team Members', editPath: (id: string) => `/admin/teams/edit/${id}` },
  { value: 'testimonials', label: 'Testimonials', editPath: (id: string) => `/admin/testimonials/edit/${id}` },
  { value: 'jobs', label: 'Jobs', editPath: (id: string) => `/admin/jobs/edit/${id}` },
  { value: 'site_pages', label: 'Pages', editPath: null },
  { value: 'portfolio_projects', label: 'Portfolio Projects', editPath: null },
  { value: 'contact_leads', label: 'Contact Leads', editPath: null },
  { value: 'job_applications', label: 'Job Applications', editPath: null },
  { value: 'staff', label: 'Staff', editPath: null },
  // Issue 20: erasures and retention purges (counts only, never the address).
  { value: 'privacy', label: 'Privacy (erasures and purges)', editPath: null },
  // Issue 43: preview links made and revoked (never the token).
  { value: 'preview_links', label: 'Preview links', editPath: null },
  // Issue 46: offices, their lead owners and the routing rules (owner role only).
  { value: 'offices', label: 'Offices', editPath: (key: string) => `/admin/offices/${key}` },
  { value: 'office_owners', label: 'Office owners', editPath: null },
  { value: 'routing_rule_sets', label: 'Routing rules', editPath: () => '/admin/offices/rules' },
] as const;
