import { describe, expect, it } from 'vitest';
import { stickyCardScale } from '~/components/site/sticky-cards';

describe('sticky card scale (product §9: minimum 0.92 over 500 px)', () => {
  const options = { minScale: 0.92, distance: 500 };
  it('stays at 1 until the card sticks', () => {
    expect(stickyCardScale(-200, options)).toBe(1);
    expect(stickyCardScale(0, options)).toBe(1);
  });
  it('shrinks linearly while scrolling past', () => {
    expect(stickyCardScale(250, options)).toBeCloseTo(0.96, 6);
  });
  it('never goes below the minimum', () => {
    expect(stickyCardScale(500, options)).toBeCloseTo(0.92, 6);
    expect(stickyCardScale(5000, options)).toBeCloseTo(0.92, 6);
  });
});
