/**
 * Back-office copy for testimonials, jobs and portfolio projects. SPEC §2 and §8 strings are
 * verbatim; the rest (marked "Ours") fills gaps SPEC leaves.
 */

/** /admin/testimonials (SPEC §2, §8 Testimonials). */
export const testimonialAdminCopy = {
  empty: 'No testimonials found.',
  createFirst: 'Create Your First Testimonial',
  addNew: 'Add New Testimonial',
  create: 'Create Testimonial',
  update: 'Update Testimonial',
  back: 'Back to Testimonials',
  active: 'Active',
  inactive: 'Inactive',
  activate: 'Activate',
  deactivate: 'Deactivate',
  edit: 'Edit',
  deleteQuestion: 'Are you sure you want to delete this testimonial?',
  noIdForUpdate: 'No testimonial ID provided for update',
  created: 'Testimonial created successfully!',
  updated: 'Testimonial updated successfully!',
  loadError: (message: string) => `Error loading testimonial: ${message}`,
  saveError: (message: string) => `Error saving testimonial: ${message}`,
  deleteError: (message: string) => `Error deleting testimonial: ${message}`,
  updateError: (message: string) => `Error updating testimonial: ${message}`,
  // Ours.
  fields: {
    name: 'Name',
    title: 'Title',
    company: 'Company',
    quote: 'Testimonial Quote',
    image_url: 'Image URL',
    display_order: 'Display Order',
    display_order_hint: 'Lower numbers appear first.',
    is_active: 'Active',
  },
  saving: 'Saving...',
  order: 'Order',
  created_at: 'Created',
  updated_at: 'Updated',
  notFound: 'Testimonial not found',
  activated: 'Testimonial activated.',
  deactivated: 'Testimonial deactivated.',
  deleted: 'Testimonial deleted.',
} as const;

/** /admin/jobs (SPEC §2, §8 Jobs). */
export const jobAdminCopy = {
  empty: 'No jobs found. Add one to get started!',
  addNew: 'Add New Job',
  viewApplications: 'View Applications',
  active: 'Active',
  inactive: 'Inactive',
  activate: 'Activate',
  deactivate: 'Deactivate',
  edit: 'Edit',
  deleteQuestion: 'Are you sure you want to delete this job?',
  sections: { basic: 'Basic Information', lists: 'Requirements & Benefits', settings: 'Settings' },
  created: 'Job created successfully!',
  updated: 'Job updated successfully!',
  loadFailed: 'Failed to load job.',
  saveError: (message: string) => `Error saving job: ${message}`,
  deleteError: (message: string) => `Error deleting job: ${message}`,
  statusError: (message: string) => `Error updating job status: ${message}`,
  // Ours.
  fields: {
    title: 'Job Title',
    department: 'Department',
    experience_level: 'Experience Level',
    employment_type: 'Employment Type',
    location: 'Location',
    salary_range: 'Salary Range',
    description: 'Description',
    requirements: 'Requirements',
    benefits: 'Benefits',
    lists_hint: 'One per line; blank lines are ignored.',
    display_order: 'Display Order',
    display_order_hint: 'Lower numbers appear first.',
    is_active: 'Active (visible on the careers page)',
  },
  placeholders: {
    department: 'e.g. Technology',
    experience_level: 'e.g. Senior (5+ years)',
    salary_range: 'e.g. $120,000 - $150,000',
  },
  order: 'Order',
  created_at: 'Created',
  create: 'Create Job',
  update: 'Update Job',
  saving: 'Saving...',
  back: 'Back to Jobs',
  activated: 'Job activated.',
  deactivated: 'Job deactivated.',
  deleted: 'Job deleted.',
  notFound: 'Job not found',
} as const;

/** /admin/portfolio (SPEC §2, §8 Projects). */
export const projectAdminCopy = {
  addNew: 'Add New Project',
  testConnection: 'Test DB Connection',
  edit: 'Edit',
  makeFeatured: 'Make Featured',
  removeFeatured: 'Remove Featured',
  featured: 'Featured',
  inactive: 'Inactive',
  deleteQuestion: 'Are you sure you want to delete this project?',
  created: 'Project created successfully!',
  updated: 'Project updated successfully!',
  saveError: (message: string) => `Error saving project: ${message}`,
  featuredError: 'Error updating featured status. Please try again.',
  featuredOn: (title: string) => `Project "${title}" added to featured status`,
  featuredOff: (title: string) => `Project "${title}" removed from featured status`,
  connectionError: (message: string) => `Database connection error: ${message}`,
  testFailed: (message: string) => `Database test failed: ${message}`,
  // Ours.
  connectionOk: (rows: number) =>
    rows === 0
      ? 'Database connection successful. The portfolio_projects table is reachable and empty.'
      : 'Database connection successful. The portfolio_projects table is reachable.',
  empty: 'No projects found. Add one to get started!',
  create: 'Create Project',
  update: 'Update Project',
  saving: 'Saving...',
  cancel: 'Cancel',
  deleted: 'Project deleted.',
  noImage: 'No image',
} as const;
