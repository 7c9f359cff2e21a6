/**
 * The block types of the company pages (issue 44): /what-we-do, /industries, /about-us, /careers,
 * /contact-us, and the copy around the lists of /portfolio, /partners and /news-insights. Merged
 * into BLOCKS (blocks.ts).
 *
 * Most are "slots": a section whose list comes from the site (the service catalog, the team, the
 * jobs, the offices, the projects, partners and articles, the forms) with only its words here.
 * Paragraphs are a list of plain lines (one paragraph per line), shown as today's <p>s.
 */
import { block, sectionIntro, sectionTitle } from './block-kit';
import { background, group, link, list, text } from './fields';

/** Plain paragraphs, one per line in the editor. */
const paragraphList = (label = 'Paragraphs') => list(label, { itemMax: 1_500, maxItems: 8 });

/** The name screen readers give a scrolling strip of logos. */
const stripLabel = () => text('Name of the logo strip for screen readers', 80);

export const COMPANY_BLOCKS = {
  paragraphs: block('Paragraphs', 'A heading and a few paragraphs of plain text, one paragraph per line.', {
    background: background(),
    title: sectionTitle(),
    paragraphs: paragraphList(),
  }),
  serviceCatalog: block('Services by practice', "Every practice's services, linked to their pages (names come from the practice pages).", {
    title: sectionTitle(),
    intro: sectionIntro(),
  }),
  industriesOverview: block('Industries overview', 'A heading, paragraphs and links to each Industry block on the page.', {
    title: sectionTitle(),
    paragraphs: paragraphList(),
    jumpLabel: text('Name of the industry links for screen readers', 80),
  }),
  industry: block('Industry', "One industry: its description, the services offered and the expected outcomes (the image is the site's own).", {
    name: text('Industry', 120),
    description: text('Description', 1_200, { rows: 4 }),
    servicesLabel: text('Heading of the services', 80),
    services: list('Services offered', { itemMax: 200, maxItems: 12 }),
    outcomesLabel: text('Heading of the outcomes', 80),
    outcomes: list('Expected outcomes', { itemMax: 200, maxItems: 12 }),
  }),
  caseStudies: block('Case studies', "The case study and article cards (the cards are the site's own).", {
    title: sectionTitle(),
  }),
  team: block('Leadership team', 'The active team members, in their display order.', {
    title: sectionTitle(),
    intro: sectionIntro(),
  }),
  companyValues: block('Numbered values', 'Values or principles, numbered 001, 002… in their order.', {
    background: background(),
    title: sectionTitle(),
    intro: sectionIntro(),
    values: group('Values', 'Value', { name: text('Name', 100), text: text('Text', 1_000, { rows: 4 }) }, { maxItems: 12 }),
  }),
  offices: block('Offices', "The offices with their addresses, phones and e-mails (kept with the company's details).", {
    title: sectionTitle(),
    intro: sectionIntro(),
  }),
  partnerStrip: block('Partner logos', "The scrolling strip of technology partner logos (the logos are the site's own files).", {
    title: sectionTitle(),
    label: stripLabel(),
  }),
  helpForm: block('Display-only form', 'The "How can we help you?" form shown for reference: its fields are fixed and it sends nothing.', {
    title: sectionTitle(),
    intro: sectionIntro(),
    note: text('Note above the form', 500, { rows: 3 }),
    button: link('Button'),
  }),
  jobOpenings: block('Current openings', 'The active job openings, each with its application form.', {
    title: sectionTitle(),
    intro: sectionIntro(),
  }),
  figures: block('Figures', 'Up to eight figures with a label each, on a light background.', {
    background: background(),
    title: sectionTitle(),
    intro: sectionIntro(),
    figures: group('Figures', 'Figure', { value: text('Figure', 12), label: text('Label', 60) }, { maxItems: 8 }),
  }),
  topics: block('Topics that open', 'Topics that open one at a time to show their points (the first starts open).', {
    background: background(),
    title: sectionTitle(),
    intro: sectionIntro(),
    topics: group('Topics', 'Topic', { title: text('Topic', 120), items: list('Points', { itemMax: 300, maxItems: 12 }) }, { maxItems: 12 }),
  }),
  contactForm: block('Contact form and offices', "The contact form beside the offices, the firm's phone and e-mail (the form and the offices are fixed).", {
    title: sectionTitle(),
    paragraphs: paragraphList(),
    officesTitle: text('Heading of the offices', 120),
    phoneLabel: text('Phone label', 40),
    emailLabel: text('Email label', 40),
  }),
  projectList: block('Projects', 'The active portfolio projects, with the category filter.', {
    title: text('Heading (read by screen readers)', 120),
  }),
  partnerDirectory: block('Partners', 'The active partners: their logos scrolling, an introduction, then each partner.', {
    label: stripLabel(),
    title: sectionTitle(),
    paragraphs: paragraphList('Introduction'),
  }),
  articleList: block('Articles', 'The published articles, with the category filter and the categories explained.', {
    legendTitle: text('Heading of the categories', 60),
  }),
} as const;
