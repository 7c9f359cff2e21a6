import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-form';
import { validateDownloadGate, downloadLeadMessage, comingSoonMessage, findResource } from './download-gate';
import { validateJobApplication } from './job-application';
import { leadModalMessage, validateLeadModal } from './lead-modal';
import { BUDGET_OPTIONS, INDUSTRY_OPTIONS, PROJECT_TYPE_OPTIONS, TIMELINE_OPTIONS, validateQuote } from './quote-form';

/** Fills the form one field at a time and records the failure shown at each step. */
function failuresInOrder(
  validate: (input: Record<string, unknown>) => { ok: boolean; failure?: { title: string; message: string } },
  steps: [string, string][],
  base: Record<string, string> = {},
) {
  const shown: { title: string; message: string }[] = [];
  const values: Record<string, string> = { ...base };
  for (const [field, value] of steps) {
    const result = validate(values);
    if (!result.ok && result.failure) shown.push({ title: result.failure.title, message: result.failure.message });
    values[field] = value;
  }
  return { shown, final: validate(values) };
}

describe('quote form checks (product §5, in order)', () => {
  it('shows each failure in product order, then passes', () => {
    const { shown, final } = failuresInOrder(validateQuote, [
      ['first_name', '  Ada '],
      ['last_name', 'Lovelace'],
      ['email', 'ada@example'],
      ['email', 'ada@example.com'],
      ['message', 'A new portal'],
    ]);
    expect(shown).toEqual([
      { title: 'Missing Information', message: 'Please enter your first name.' },
      { title: 'Missing Information', message: 'Please enter your last name.' },
      { title: 'Missing Information', message: 'Please enter your email address.' },
      { title: 'Invalid Email', message: 'Please enter a valid email address.' },
      { title: 'Missing Information', message: 'Please tell us about your project needs.' },
    ]);
    expect(final.ok).toBe(true);
  });

  it('trims, and sends empty optional values as null', () => {
    const result = validateQuote({ first_name: ' Ada ', last_name: 'L', email: 'a@b.co', message: 'x', phone: ' ', industry: '' });
    expect(result).toEqual({
      ok: true,
      data: {
        first_name: 'Ada',
        last_name: 'L',
        email: 'a@b.co',
        message: 'x',
        phone: null,
        company_name: null,
        job_title: null,
        industry: null,
        project_type: null,
        budget: null,
        timeline: null,
        // Issue 46's optional fields.
        service: null,
        country: null,
      },
    });
  });

  it('treats whitespace-only names as missing and e-mails with spaces as invalid', () => {
    expect(validateQuote({ first_name: '   ' })).toMatchObject({ failure: { message: 'Please enter your first name.' } });
    expect(validateQuote({ first_name: 'a', last_name: 'b', email: 'a b@c.de' })).toMatchObject({
      failure: { title: 'Invalid Email' },
    });
  });

  it('offers product option lists and refuses anything else', () => {
    expect(INDUSTRY_OPTIONS).toHaveLength(9);
    expect(PROJECT_TYPE_OPTIONS).toHaveLength(12);
    expect(BUDGET_OPTIONS).toHaveLength(7);
    expect(TIMELINE_OPTIONS).toHaveLength(6);
    const base = { first_name: 'a', last_name: 'b', email: 'a@b.co', message: 'm' };
    expect(validateQuote({ ...base, budget: '$50K - $100K', timeline: '12+ months' }).ok).toBe(true);
    expect(validateQuote({ ...base, industry: 'Mining' })).toMatchObject({
      ok: false,
      failure: { title: 'Invalid Information', message: 'Please choose one of the listed options for Industry.' },
    });
  });

  it('limits lengths (message 5,000 characters)', () => {
    const base = { first_name: 'a', last_name: 'b', email: 'a@b.co' };
    expect(validateQuote({ ...base, message: 'x'.repeat(5000) }).ok).toBe(true);
    expect(validateQuote({ ...base, message: 'x'.repeat(5001) })).toMatchObject({
      failure: { title: 'Invalid Information', message: 'Project description must be at most 5,000 characters.' },
    });
    expect(validateQuote({ ...base, message: 'm', first_name: 'x'.repeat(101) }).ok).toBe(false);
    expect(validateQuote({ ...base, message: 'm', email: `${'x'.repeat(250)}@b.co` }).ok).toBe(false);
  });
});

describe('contact form checks (product §5: only the e-mail type)', () => {
  it('accepts empty fields and refuses a malformed e-mail', () => {
    expect(validateContact({})).toEqual({
      ok: true,
      data: { first_name: '', last_name: '', email: '', company_name: null, message: '', country: null },
    });
    expect(validateContact({ email: 'nope' })).toMatchObject({
      ok: false,
      failure: { title: 'Invalid Email', message: 'Please enter a valid email address.' },
    });
  });
});

describe('lead modal checks (product §5)', () => {
  it('asks for all required fields first, then a valid e-mail', () => {
    const { shown, final } = failuresInOrder(validateLeadModal, [
      ['first_name', 'Grace'],
      ['last_name', 'Hopper'],
      ['email', 'grace@'],
      ['email', 'grace@navy.mil'],
    ]);
    expect(shown.map((s) => s.message)).toEqual([
      'Please fill in all required fields.',
      'Please fill in all required fields.',
      'Please fill in all required fields.',
      'Please enter a valid email address.',
    ]);
    expect(final).toMatchObject({ ok: true, data: { company_name: null, phone: null, message: null } });
  });

  it('stores a prefixed message, with the default when empty', () => {
    expect(leadModalMessage('Generative AI page', null)).toBe(
      'AI Transformation Lead from Generative AI page: Interested in AI transformation services',
    );
    expect(leadModalMessage('Generative AI page', 'Help')).toBe('AI Transformation Lead from Generative AI page: Help');
  });
});

describe('download gate checks (product §5)', () => {
  const resource_id = 'ai-trust-center-blueprint.pdf';
  it('asks for the e-mail, then a valid one', () => {
    expect(validateDownloadGate({ resource_id })).toMatchObject({
      failure: { message: 'Please enter your email address to download the resource.' },
    });
    expect(validateDownloadGate({ resource_id, email: 'x@y' })).toMatchObject({
      failure: { title: 'Invalid Email', message: 'Please enter a valid email address.' },
    });
    expect(validateDownloadGate({ resource_id, email: 'x@y.io', consultation: 'on' })).toEqual({
      ok: true,
      data: { email: 'x@y.io', consultation: true, resource_id },
    });
    expect(validateDownloadGate({ resource_id: 'other.pdf', email: 'x@y.io' }).ok).toBe(false);
  });

  it('words the lead message and the coming-soon alert', () => {
    const resource = findResource(resource_id);
    expect(resource).toBeDefined();
    if (!resource) return;
    expect(downloadLeadMessage(resource, '/security-services', true)).toBe(
      'Downloaded AI Trust Center Blueprint (blueprint) from /security-services page and requested consultation',
    );
    expect(comingSoonMessage(resource)).toBe(
      'AI Trust Center Blueprint blueprint is coming soon! Please contact us for more information.',
    );
  });
});

describe('job application checks (product §5)', () => {
  const job_id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
  it('shows each failure in order, then passes with nulls for empty optional fields', () => {
    const { shown, final } = failuresInOrder(
      validateJobApplication,
      [
        ['first_name', 'Alan'],
        ['last_name', 'Turing'],
        ['email', 'alan'],
        ['email', 'alan@bletchley.uk'],
      ],
      { job_id },
    );
    expect(shown).toEqual([
      { title: 'Missing Information', message: 'Please enter your first name.' },
      { title: 'Missing Information', message: 'Please enter your last name.' },
      { title: 'Missing Information', message: 'Please enter your email address.' },
      { title: 'Invalid Email', message: 'Please enter a valid email address.' },
    ]);
    expect(final).toMatchObject({
      ok: true,
      data: { phone: null, resume_url: null, experience_years: null, availability_date: null, cover_letter: null },
    });
  });

  it('parses experience_years as an integer and refuses unsafe links', () => {
    const base = { job_id, first_name: 'a', last_name: 'b', email: 'a@b.co' };
    expect(validateJobApplication({ ...base, experience_years: '7' })).toMatchObject({ data: { experience_years: 7 } });
    expect(validateJobApplication({ ...base, experience_years: 'seven' }).ok).toBe(false);
    expect(validateJobApplication({ ...base, linkedin_url: 'javascript:alert(1)' }).ok).toBe(false);
    expect(validateJobApplication({ ...base, availability_date: '2026-02-30' }).ok).toBe(false);
    expect(validateJobApplication({ ...base, availability_date: '2026-02-28' })).toMatchObject({
      data: { availability_date: '2026-02-28' },
    });
  });
});
