/**
 * Writes the gated downloads that ship with the site into public/downloadables/solutions/:
 * small, valid, one-page PDFs (text only, built-in Helvetica), written byte by byte here — no
 * PDF library. The output is deterministic, so re-running it changes nothing unless the text does.
 *
 * Four of the seven resources have a file; the others are deliberately left without one so the
 * download gate's 'coming soon' path stays live (one on each page):
 *   /digital-experience: dx-marketing-operations-guide.pdf, dx-experimentation-playbook.pdf
 *   /security-services:  ai-trust-center-blueprint.pdf
 *
 * Run: tsx scripts/generate-pdfs.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { company } from '../app/content/company';
import { solutionGuides } from '../app/content/site/digital-experience';
import { securityResources } from '../app/content/site/security-services';
import type { DownloadableResource } from '../app/content/types';

interface Document {
  resource: DownloadableResource;
  sections: { heading: string; paragraphs?: string[]; bullets?: string[] }[];
}

function pick(list: readonly DownloadableResource[], id: string): DownloadableResource {
  const found = list.find((resource) => resource.id === id);
  if (!found) throw new Error(`unknown resource ${id}`);
  return found;
}

export const documents: Document[] = [
  {
    resource: pick(solutionGuides, 'dx-ux-maturity-playbook.pdf'),
    sections: [
      {
        heading: 'How to use this playbook',
        paragraphs: [
          'Score your organization from 1 to 5 in each of the four areas below with the people who do the work, not only their managers. The lowest score is where to start.',
        ],
      },
      {
        heading: 'The four areas',
        bullets: [
          'Research: how often real users shape decisions before money is spent.',
          'Design operations: shared tools, a design system and a predictable delivery rhythm.',
          'Accessibility: standards that are tested on every release, not audited once a year.',
          'Measurement: experience metrics that leadership reviews next to revenue and cost.',
        ],
      },
      {
        heading: 'Your next three moves',
        bullets: [
          'Levels 1-2: run five user interviews a month and publish what you learned.',
          'Level 3: fund a small design-system team and retire duplicate components.',
          'Levels 4-5: tie every roadmap item to a measured experience outcome.',
        ],
      },
    ],
  },
  {
    resource: pick(solutionGuides, 'dx-customer-journey-mapping-toolkit.pdf'),
    sections: [
      {
        heading: 'Before the workshop',
        bullets: [
          'Choose one journey and one customer segment; a map of everything helps no one.',
          'Bring evidence: support tickets, analytics funnels and at least six interviews.',
          'Invite the people who own each step, including operations and IT.',
        ],
      },
      {
        heading: 'Workshop agenda (half a day)',
        bullets: [
          '1. Lay out the current-state steps as the customer experiences them.',
          '2. Mark every pain point and score it for frequency and severity.',
          '3. Agree on the five fixes that remove the most pain for the least effort.',
          '4. Name an owner and a date for each fix before anyone leaves the room.',
        ],
      },
      {
        heading: 'After the workshop',
        paragraphs: ['Publish the map, review progress on the fixes every two weeks and redraw the map each quarter.'],
      },
    ],
  },
  {
    resource: pick(solutionGuides, 'dx-digital-transformation-roadmap-guide.pdf'),
    sections: [
      {
        heading: 'Sequence the change',
        paragraphs: [
          'A roadmap that changes platforms, data and ways of working at once rarely survives its first budget review. Sequence the work so each quarter delivers something customers or staff can use.',
        ],
      },
      {
        heading: 'Checkpoints every quarter',
        bullets: [
          'A measurable business result: revenue, cost, risk or customer satisfaction.',
          'A capability retired or replaced, so the old and new do not run side by side forever.',
          'A decision point: continue, change course or stop, made with the evidence in hand.',
        ],
      },
      {
        heading: 'Twelve to twenty-four months',
        paragraphs: ['Most programs need four to eight checkpoints. Fewer means too little control; more means too little delivery.'],
      },
    ],
  },
  {
    resource: pick(securityResources, 'ai-governance-master-policy.pdf'),
    sections: [
      {
        heading: 'Scope',
        paragraphs: ['This policy applies to every AI system the organization builds, buys or uses, and to every person who works with one.'],
      },
      {
        heading: 'Policy statements',
        bullets: [
          'Acceptable use: AI may not make final decisions about people without human review.',
          'Model approval: each model is risk-tiered and approved before production use.',
          'Data handling: confidential data is used only with approved, contracted providers.',
          'Human oversight: every production system has a named owner and an off switch.',
          'Incident reporting: suspected AI incidents are reported within 24 hours.',
        ],
      },
      {
        heading: 'Review',
        paragraphs: ['The policy owner reviews this document every six months and after any significant incident.'],
      },
    ],
  },
];

// ── A minimal PDF writer ──────────────────────────────────────────────────────────────────────

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;

/** WinAnsi codes for the typographic characters our copy uses. */
const winAnsi: Record<string, number> = { '’': 0x92, '‘': 0x91, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97, '•': 0x95, 'é': 0xe9 };

/** A PDF string literal: escapes, and octal codes for characters outside ASCII. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (char.charCodeAt(0) < 128) out += char;
    else out += `\\${(winAnsi[char] ?? 0x3f).toString(8).padStart(3, '0')}`;
  }
  return `(${out})`;
}

/** Breaks text into lines of at most `width` characters (Helvetica averages ~0.5 em). */
function wrap(text: string, size: number, indent = 0): string[] {
  const width = Math.floor((PAGE_WIDTH - 2 * MARGIN - indent) / (size * 0.5));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function pageContent(doc: Document): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  const text = (value: string, font: 'F1' | 'F2', size: number, x = MARGIN) => {
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`);
  };
  text(company.name.toUpperCase(), 'F2', 10);
  y -= 30;
  for (const line of wrap(doc.resource.name, 22)) {
    text(line, 'F2', 22);
    y -= 28;
  }
  text(`${doc.resource.type === 'guide' ? 'Guide' : 'Blueprint'} | ${doc.resource.id}`, 'F1', 10);
  y -= 26;
  for (const line of wrap(doc.resource.description, 12)) {
    text(line, 'F1', 12);
    y -= 16;
  }
  for (const section of doc.sections) {
    y -= 14;
    text(section.heading, 'F2', 14);
    y -= 20;
    for (const paragraph of section.paragraphs ?? []) {
      for (const line of wrap(paragraph, 11)) {
        text(line, 'F1', 11);
        y -= 15;
      }
      y -= 4;
    }
    for (const bullet of section.bullets ?? []) {
      wrap(bullet, 11, 14).forEach((line, index) => {
        if (index === 0 && !/^\d\./.test(bullet)) text('•', 'F1', 11);
        text(line, 'F1', 11, MARGIN + 14);
        y -= 15;
      });
    }
  }
  if (y < MARGIN) throw new Error(`${doc.resource.id}: the text does not fit on one page`);
  y = MARGIN - 24;
  text(`${company.name} | ${company.email} | Free to share inside your organization.`, 'F1', 9);
  return ops.join('\n');
}

/** A one-page PDF with the resource's text; the cross-reference table holds exact byte offsets. */
export function renderPdf(doc: Document): Buffer {
  const content = pageContent(doc);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(doc.resource.name)} /Author ${pdfString(company.name)} /Producer (firmsite scripts/generate-pdfs.ts) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function main(): void {
  const dir = path.resolve('public/downloadables/solutions');
  fs.mkdirSync(dir, { recursive: true });
  for (const doc of documents) {
    const file = path.join(dir, doc.resource.id);
    fs.writeFileSync(file, renderPdf(doc));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('generate-pdfs.ts')) main();
