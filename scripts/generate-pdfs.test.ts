import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { solutionGuides } from '../app/content/site/digital-experience';
import { securityResources } from '../app/content/site/security-services';
import { documents, renderPdf } from './generate-pdfs';

const dir = path.resolve('public/downloadables/solutions');

describe('gated PDFs', () => {
  it('ships at least three of the seven, and leaves one on each page without a file', () => {
    const present = (id: string) => fs.existsSync(path.join(dir, id));
    expect([...solutionGuides, ...securityResources].filter((r) => present(r.id)).length).toBeGreaterThanOrEqual(3);
    expect(solutionGuides.some((r) => !present(r.id))).toBe(true);
    expect(securityResources.some((r) => !present(r.id))).toBe(true);
  });

  it.each(documents.map((doc) => [doc.resource.id, doc] as const))('%s is committed, up to date and well formed', (id, doc) => {
    const bytes = renderPdf(doc);
    expect(fs.readFileSync(path.join(dir, id)).equals(bytes)).toBe(true);
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // Every cross-reference entry points at its object, and startxref at the table.
    const startxref = Number(text.match(/startxref\n(\d+)\n/)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(7);
    entries.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    // The content stream's declared length matches.
    const length = Number(text.match(/<< \/Length (\d+) >>\nstream\n/)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
    expect(text).toContain(`(${doc.resource.name})`);
  });
});
