/**
 * /contact-us — hero, intro and section headings. Offices, phone and e-mail come
 * from company.ts / offices.ts.
 */
import { company } from '~/content/company';
import type { Hero } from '~/content/types';
import type { PageSeo } from '~/content/types';

export const contactHero = {
  eyebrow: 'Contact Us',
  headline: 'Let’s talk about what you are working on',
  subhead: 'Whether you have a defined project or an early idea, we will connect you with someone who can help.',
} as const satisfies Hero;

export const contactIntro = {
  title: 'Send us a message',
  paragraphs: [
    'Tell us about your organization, the challenge in front of you and any deadlines we should know about. A consultant from the relevant practice will reply, usually within one business day.',
    `Prefer to talk? Call ${company.phone} or e-mail ${company.email}.`,
  ],
} as const;

export const contactSections = {
  formTitle: 'Contact Form',
  officesTitle: 'Our Offices',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  submitLabel: 'Send Message',
  submittingLabel: 'SUBMITTING...',
} as const;

/** Title and meta description of /contact-us (the page's route is its row of pages.ts). */
export const contactSeo = {
  title: `Contact Us | ${company.name}`,
  description: `Contact ${company.name} about a project or question. Offices in ${company.officeCities}; call ${company.phone} or send us a message.`,
} as const satisfies PageSeo;
