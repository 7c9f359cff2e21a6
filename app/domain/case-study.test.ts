import { describe, expect, it } from 'vitest';
import { seedPartners } from '~/server/seed/partners.server';
import { parseCaseStudy } from './case-study';

const seed = (slug: string) => seedPartners.find((partner) => partner.slug === slug)!.case_study;

describe('parseCaseStudy — layout (a): headed Markdown sections', () => {
  it('reads the title line, the three sections and the bullet results', () => {
    const study = parseCaseStudy(seed('halcyon-cloud'))!;
    expect(study.layout).toBe('headed');
    expect(study.title).toBe("Moving a Regional Insurer's Claims Platform to the Cloud");
    expect(study.slides).toHaveLength(1);
    const [slide] = study.slides;
    expect(slide!.challenge).toMatch(/^A regional property insurer/);
    expect(slide!.challenge).not.toContain('##');
    expect(slide!.solution).toMatch(/^Corvane and Halcyon Cloud planned/);
    expect(slide!.results).toEqual([
      'Migration completed in seven months, two months before the hardware support deadline',
      'Month-end batch processing reduced from 14 hours to 2.5 hours',
      '99.97% platform availability through the following storm season',
      '31% lower infrastructure run cost in the first year',
    ]);
  });

  it('accepts "Result" as well as "Results", and no title line', () => {
    const study = parseCaseStudy(seed('meridian-commerce-systems'))!;
    expect(study.layout).toBe('headed');
    expect(study.title).toBeNull();
    expect(study.slides[0]!.results).toHaveLength(3);
    expect(study.slides[0]!.results[0]).toBe('Mobile page load time reduced from 6.2 to 1.8 seconds');
  });

  it('keeps paragraphs inside a section and continues indented bullet lines', () => {
    const study = parseCaseStudy(
      '### Challenge:\nFirst paragraph.\n\nSecond **paragraph**.\n### Solution\nDone.\n### Results\n* One\n  continued\n+ Two\n1. Three',
    )!;
    expect(study.slides[0]!.challenge).toBe('First paragraph.\n\nSecond **paragraph**.');
    expect(study.slides[0]!.results).toEqual(['One continued', 'Two', 'Three']);
  });

  it('makes one slide per story when the sections repeat', () => {
    const study = parseCaseStudy('## Challenge\nA\n## Solution\nB\n## Results\n- C\n## Challenge\nD\n## Solution\nE\n## Result\n- F')!;
    expect(study.slides).toEqual([
      { challenge: 'A', solution: 'B', results: ['C'] },
      { challenge: 'D', solution: 'E', results: ['F'] },
    ]);
  });

  it('keeps text before the first section as the start of the challenge', () => {
    const study = parseCaseStudy('# Case Study: T\nIntro line.\n## Challenge\nA\n## Solution\nB')!;
    expect(study.title).toBe('T');
    expect(study.slides[0]).toEqual({ challenge: 'Intro line.\n\nA', solution: 'B', results: [] });
  });

  it('treats result paragraphs without bullets as one result each', () => {
    const study = parseCaseStudy('## Challenge\nA\n## Results\nFaster.\n\nCheaper.')!;
    expect(study.slides[0]!.results).toEqual(['Faster.', 'Cheaper.']);
  });
});

describe('parseCaseStudy — layout (b): labelled paragraphs', () => {
  it('reads one group of three with dash results', () => {
    const study = parseCaseStudy(seed('bastion-ridge-security'))!;
    expect(study.layout).toBe('labelled');
    expect(study.title).toBeNull();
    expect(study.slides).toHaveLength(1);
    expect(study.slides[0]!.challenge).toMatch(/^A county government with 9,000 employees/);
    expect(study.slides[0]!.solution).toMatch(/^Corvane designed a zero trust roll-out/);
    expect(study.slides[0]!.results).toEqual([
      'VPN retired for 85% of users within eight months',
      'Standing administrator accounts reduced from 612 to 34',
      'Mean time to revoke access after a role change down from five days to under one hour',
    ]);
  });

  it('makes several slides from several groups', () => {
    const study = parseCaseStudy(seed('lumen-ledger-analytics'))!;
    expect(study.layout).toBe('labelled');
    expect(study.slides).toHaveLength(2);
    expect(study.slides[0]!.results).toHaveLength(3);
    expect(study.slides[1]!.challenge).toMatch(/^A payments company expanding into the UAE/);
    expect(study.slides[1]!.results).toEqual([
      'Go-live in five months, ahead of the regulatory deadline',
      'One investigation process across both regions',
      'Zero findings in the first regulatory review',
    ]);
  });

  it('accepts bold labels, "Result:" and a result on the label line', () => {
    const study = parseCaseStudy('**Challenge:** Slow.\n\n**Solution:** Fast.\n\nResult: 3x quicker')!;
    expect(study.slides).toEqual([{ challenge: 'Slow.', solution: 'Fast.', results: ['3x quicker'] }]);
  });

  it('reads an optional title line before the labelled groups', () => {
    const study = parseCaseStudy('# Case Study: Bank\n\nChallenge: A\n\nSolution: B\n\nResults:\n- C')!;
    expect(study.title).toBe('Bank');
    expect(study.slides).toEqual([{ challenge: 'A', solution: 'B', results: ['C'] }]);
  });
});

describe('parseCaseStudy — anything else', () => {
  it('shows plain text whole as one challenge', () => {
    const text = seed('kestrel-health-informatics')!;
    const study = parseCaseStudy(text)!;
    expect(study.layout).toBe('plain');
    expect(study.slides).toEqual([{ challenge: text, solution: '', results: [] }]);
  });

  it('does not treat a lone label as a layout', () => {
    const study = parseCaseStudy('Challenge: the only thing said here.')!;
    expect(study.layout).toBe('plain');
    expect(study.slides[0]!.challenge).toBe('Challenge: the only thing said here.');
  });

  it('does not treat other headings as sections', () => {
    const text = '## Background\nSomething.\n## Outcome\n- Better';
    expect(parseCaseStudy(text)).toEqual({ title: null, layout: 'plain', slides: [{ challenge: text, solution: '', results: [] }] });
  });

  it('returns null for no text', () => {
    expect(parseCaseStudy(null)).toBeNull();
    expect(parseCaseStudy('   \n ')).toBeNull();
  });

  it('normalises Windows line endings', () => {
    const study = parseCaseStudy('## Challenge\r\nA\r\n## Solution\r\nB\r\n## Results\r\n- C')!;
    expect(study.slides).toEqual([{ challenge: 'A', solution: 'B', results: ['C'] }]);
  });
});
