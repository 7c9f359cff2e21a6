import { describe, expect, it } from 'vitest';
import { plainSummary } from './text';

describe('plainSummary', () => {
  it('takes the first paragraph without Markdown syntax', () => {
    expect(plainSummary('# Title\n\n**Halcyon** is a [cloud](https://x.example) provider.\n\nMore.')).toBe(
      'Halcyon is a cloud provider.',
    );
  });
  it('cuts long text at a word', () => {
    const summary = plainSummary('word '.repeat(100), 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary.endsWith('word…')).toBe(true);
  });
});
