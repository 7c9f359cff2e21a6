/**
 * /terms (Terms & Conditions, 12 numbered sections) and /privacy (Privacy Policy,
 * last updated 27 Oct 2025): the text of their first version, which the pages are seeded with
 * (content/pages/legal.ts; staff publish later versions). Figures follow product §9; dates are
 * ISO and shown in en-US long form by the page.
 */
import { company } from '~/content/company';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, ERASE_LINK_VALID_DAYS, PURGE_INTERVAL_HOURS, RETENTION, textVersion } from '~/domain/privacy';
import type { IsoDate, TextSection } from '~/content/types';
import type { PageSeo } from '~/content/types';

export interface TermsSection extends TextSection {
  readonly number: number;
}

export interface PrivacySection extends TextSection {
  readonly id: string;
  readonly bullets?: readonly string[];
}

/** product §9 terms figures, for tests and any page that quotes them. */
export const TERMS_FIGURES = {
  quoteValidityDays: 30,
  paymentNetDays: 30,
  lateInterestPercentPerMonth: 2,
  terminationNoticeDays: 30,
  liabilityCapMonths: 12,
} as const;

/** Shown before the formatted date, e.g. 'Last updated: October 27, 2025'. */
export const lastUpdatedLabel = 'Last updated:';

export const termsTitle = 'Terms & Conditions';
export const termsLastUpdated: IsoDate = '2025-10-27';

export const termsIntro = `These Terms & Conditions govern the consulting, design, engineering, data, AI and security services provided by ${company.legalName} (“${company.name}”, “we”, “us”) and your use of this website. Where you and we have signed a master services agreement or statement of work, that document takes precedence over these terms to the extent they conflict.`;

export const termsSections = [
  {
    number: 1,
    title: 'Acceptance of Terms',
    paragraphs: [
      'By requesting a proposal, signing a statement of work, paying an invoice or using this website, you agree to these terms on behalf of yourself and the organization you represent, and you confirm that you are authorized to do so.',
    ],
  },
  {
    number: 2,
    title: 'Services and Statements of Work',
    paragraphs: [
      'Each engagement is described in a statement of work (“SOW”) that sets out scope, deliverables, assumptions, timeline, staffing and fees. Work outside an SOW requires a written change request approved by both parties.',
      'We will perform the services with reasonable skill and care, using appropriately qualified personnel, and in line with generally accepted industry practice.',
    ],
  },
  {
    number: 3,
    title: 'Proposals and Quotes',
    paragraphs: [
      'Quotes and proposals are valid for 30 days from the date of issue unless the quote states otherwise. After that period we may revise pricing, staffing or timelines before accepting the work.',
      'Estimates are based on the information available when they are prepared. If the assumptions stated in a quote turn out to be inaccurate, we will tell you promptly and agree on any change with you before proceeding.',
    ],
  },
  {
    number: 4,
    title: 'Fees and Payment',
    paragraphs: [
      'Unless an SOW says otherwise, we invoice monthly in arrears for time-and-materials work and on the milestones stated in the SOW for fixed-fee work. Payment is due net 30 days from the invoice date.',
      'Overdue amounts bear interest at 2% per month, or the maximum rate permitted by law if lower, from the due date until paid. We may suspend services on written notice if an undisputed invoice remains unpaid more than 30 days after its due date.',
      'Fees exclude taxes, duties and pre-approved travel expenses, which are invoiced separately. If you dispute an invoice in good faith, tell us in writing before the due date and pay the undisputed portion on time.',
    ],
  },
  {
    number: 5,
    title: 'Client Responsibilities',
    paragraphs: [
      'You agree to provide timely access to the people, information, systems and decisions the services depend on, and to ensure that any materials you give us may lawfully be used for the engagement. Delays caused by missing inputs may change the timeline and fees.',
    ],
  },
  {
    number: 6,
    title: 'Intellectual Property',
    paragraphs: [
      'On full payment, you own the deliverables created specifically for you under an SOW. We keep ownership of our pre-existing tools, frameworks, accelerators and know-how, and grant you a perpetual, non-exclusive license to use any of them that are incorporated into your deliverables.',
      'Third-party and open-source components remain subject to their own license terms, which we will identify in the deliverables.',
    ],
  },
  {
    number: 7,
    title: 'Confidentiality and Data Protection',
    paragraphs: [
      'Each party will keep the other’s confidential information confidential, use it only for the engagement and protect it with at least reasonable care. These obligations survive for three years after the engagement ends, and indefinitely for trade secrets and personal data.',
      'Where we process personal data on your behalf, we will do so only on your documented instructions and under a data processing agreement that meets applicable data-protection law.',
    ],
  },
  {
    number: 8,
    title: 'Warranties and Disclaimers',
    paragraphs: [
      'We warrant that deliverables will materially conform to the acceptance criteria in the SOW for 30 days after acceptance; if they do not, we will correct the non-conformity at no additional charge. Except as stated in these terms or an SOW, the services and this website are provided without any other warranty, express or implied.',
      'Outputs of generative AI systems are probabilistic. Where a deliverable includes such a system, we will document its intended use, known limitations and recommended human oversight.',
    ],
  },
  {
    number: 9,
    title: 'Limitation of Liability',
    paragraphs: [
      'To the extent permitted by law, each party’s total liability arising out of or relating to the services is limited to the fees paid to us under the relevant SOW in the 12 months preceding the event giving rise to the claim.',
      'Neither party is liable for indirect, incidental, special or consequential damages, or for lost profits, revenue or data, even if advised of their possibility. These limits do not apply to fraud, willful misconduct, breach of confidentiality or amounts owed for services performed.',
    ],
  },
  {
    number: 10,
    title: 'Term and Termination',
    paragraphs: [
      'Either party may terminate an SOW for convenience by giving 30 days’ written notice. Either party may terminate immediately if the other materially breaches these terms and does not cure the breach within 30 days of written notice.',
      'On termination you will pay for services performed and non-cancellable expenses incurred up to the effective date, and we will deliver work in progress for which you have paid.',
    ],
  },
  {
    number: 11,
    title: 'Use of This Website',
    paragraphs: [
      'The content of this website is provided for general information and does not constitute professional advice for your specific situation. You may not copy, scrape or republish it for commercial purposes without our written permission, or attempt to disrupt, probe or gain unauthorized access to the site.',
      `Information you submit through our forms is handled as described in our Privacy Policy. Downloadable guides are provided for your internal use.`,
    ],
  },
  {
    number: 12,
    title: 'Governing Law and Contact',
    paragraphs: [
      `These terms are governed by the laws of ${company.governingLaw.jurisdiction}, without regard to its conflict-of-law rules, and the state and federal courts located in ${company.governingLaw.venue} have exclusive jurisdiction, unless an SOW specifies otherwise for work delivered from our offices outside the United States.`,
      `We may update these terms from time to time; the date at the top of this page shows the latest revision. Questions about these terms can be sent to ${company.legalEmail}.`,
    ],
  },
] as const satisfies readonly TermsSection[];

/** product §2: exactly 12 numbered sections. */
export const TERMS_SECTION_COUNT = termsSections.length satisfies 12;

export const privacyTitle = 'Privacy Policy';
export const privacyLastUpdated: IsoDate = '2025-10-27';

export const privacyIntro = `This Privacy Policy explains what personal information ${company.legalName} (“${company.name}”, “we”, “us”) collects through this website, how we use it and the choices you have. It applies to visitors, prospective clients, job applicants and people who download our resources.`;

/** 'three years' — a retention figure in words. */
function yearsWords(years: number): string {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  return `${words[years] ?? String(years)} year${years === 1 ? '' : 's'}`;
}

/** 'up to three years' — the retention figures as the policy has always phrased them. */
function yearsText(years: number): string {
  return `up to ${yearsWords(years)}`;
}

const privacySectionList = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    paragraphs: ['We collect information you give us directly and a limited amount of technical information.'],
    bullets: [
      'Quote requests and contact messages: name, e-mail address, phone number, company, job title, industry, project details, budget range, timeline and your message.',
      'Job applications: contact details, résumé link, cover letter, work history, LinkedIn or portfolio links, availability and salary expectations.',
      'Resource downloads: your e-mail address, the resource downloaded and whether you asked for a consultation.',
      'Technical data: IP address, browser type, the page you came from and campaign (UTM) parameters, used to operate the site, attribute enquiries and prevent abuse.',
    ],
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    paragraphs: [
      'We use your information to respond to your enquiry, prepare quotes and proposals, evaluate job applications, send the resources you request, protect the website against spam and abuse, and improve our services. We do not sell your personal information and we do not use it for automated decisions that have legal or similarly significant effects on you.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and Similar Technologies',
    paragraphs: [
      'The public pages of this website do not use advertising or cross-site tracking cookies. Staff who sign in to the site’s administration area receive a strictly necessary session cookie. If we introduce analytics in the future, we will update this policy and ask for consent where the law requires it.',
    ],
  },
  {
    id: 'sharing',
    title: 'How We Share Information',
    paragraphs: [
      `Your information is accessible to our staff who need it for the purpose you provided it for, including colleagues in our offices in ${company.officeCountries}. We share it with service providers that host our website, database and e-mail, under contracts that restrict their use of it, and with authorities where required by law.`,
    ],
  },
  {
    id: 'international-transfers',
    title: 'International Transfers',
    paragraphs: [
      'Because we operate in several countries, your information may be processed outside the country where you live. Where required, we rely on appropriate safeguards such as standard contractual clauses.',
    ],
  },
  {
    id: 'retention',
    title: 'Data Retention',
    paragraphs: [
      `We keep enquiry and download records for ${yearsText(RETENTION.leadYears)} after our last contact with you, and job applications for ${yearsText(RETENTION.applicationYears)} so we can consider you for future roles, unless you ask us to delete them sooner or the law requires longer retention.`,
      `Our systems enforce these periods: every ${PURGE_INTERVAL_HOURS} hours they delete enquiries last updated more than ${yearsWords(RETENTION.leadYears)} ago and applications last updated more than ${yearsWords(RETENTION.applicationYears)} ago, together with the e-mails we queued about them and any uploaded résumé, and remove your details from our change log.`,
      `When our staff change what this website shows — articles, team profiles, client testimonials, partner and project pages, job listings — we keep the earlier versions, with the name of the colleague who made each change, so a change can be undone: versions that were never published for ${RETENTION.draftRevisionDays} days, published versions for as long as the page or profile exists. Deleting a page or profile deletes its earlier versions, and a request to erase your data reaches them too.`,
    ],
  },
  {
    id: 'security',
    title: 'Security',
    paragraphs: [
      'We protect personal information with encryption in transit, access restricted to authorized staff, audit logging of administrative changes and regular security reviews. No system is completely secure, and we will notify you and the relevant authorities of a breach where the law requires it.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights and Choices',
    paragraphs: [
      `Depending on where you live, you may have the right to access, correct, delete or export your personal information, to object to or restrict its use, and to withdraw consent. To make a request, e-mail ${company.privacyEmail}. We will respond within 30 days and will not discriminate against you for exercising your rights.`,
      'When you send a form we record which version of this policy the form showed you, when you sent it, and any optional choice you made (such as receiving insights by e-mail, which is never pre-selected).',
    ],
    bullets: [
      `Erase an enquiry yourself: the confirmation e-mail we send after a quote request, contact message, consultation request or download contains a link, valid for ${ERASE_LINK_VALID_DAYS} days, that deletes that enquiry and the e-mails about it. We send at most ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmations to one address a day, so our forms cannot be used to flood someone else’s inbox.`,
      'Access and export: on request we export everything we hold about your e-mail address — enquiries, applications, queued e-mails and change-log entries — as a file.',
      'Deletion: on request we delete all of it in one step; our change log then records only that an erasure took place, not your details.',
    ],
  },
  {
    id: 'children',
    title: 'Children’s Privacy',
    paragraphs: [
      'This website and our services are not directed to children under 13, and we do not knowingly collect personal information from children under 13. If you believe a child has provided us with personal information, please contact us and we will delete it.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy to reflect changes in our practices or the law. The date at the top of this page shows when it was last updated; significant changes will be highlighted on this page.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact Us',
    paragraphs: [
      `Questions about this policy or your personal information can be sent to ${company.privacyEmail}, or by post to ${company.legalName}, ${company.offices[0].addressLines.join(', ')}.`,
    ],
  },
] as const satisfies readonly PrivacySection[];

/** In display order; typed wide so `bullets` (present on some sections) is optional for readers. */
export const privacySections: readonly PrivacySection[] = privacySectionList;

/**
 * The id of the privacy notice in code: a hash of the policy's whole text (title, date, intro,
 * sections). Any change to the text — including a retention figure, which the text is built from —
 * gives a new id. It is the seeded /privacy page's version id (domain/page-blocks/pages-legal.ts
 * privacyNoticeVersion hashes the live page the same way), which every submission recorded before
 * the policy could be edited; a submission now records the live page's id.
 */
export const PRIVACY_NOTICE_VERSION = textVersion(JSON.stringify([privacyTitle, privacyLastUpdated, privacyIntro, privacySections]));

/** product §9: the service is not for children under 13. */
export const PRIVACY_MINIMUM_AGE = 13;

/** Title and meta description of /terms (the page's route is its row of pages.ts). */
export const termsSeo = {
  title: `Terms & Conditions | ${company.name}`,
  description: `The terms that govern ${company.name}’s consulting services and the use of this website: quotes, payment, intellectual property, liability and termination.`,
} as const satisfies PageSeo;

/** Title and meta description of /privacy (the page's route is its row of pages.ts). */
export const privacySeo = {
  title: `Privacy Policy | ${company.name}`,
  description: `How ${company.name} collects, uses and protects personal information submitted through this website, and how to exercise your privacy rights.`,
} as const satisfies PageSeo;
