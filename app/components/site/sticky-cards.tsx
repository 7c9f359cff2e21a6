import { useEffect, useRef, type ReactNode } from 'react';

export interface StickyCardOptions {
  /** Smallest scale a card shrinks to (product: 0.92). */
  minScale: number;
  /** Scroll distance in px over which a stuck card shrinks from 1 to minScale (product: 500). */
  distance: number;
  /** Sticky offset from the top of the viewport in px (product: 100). */
  offset: number;
}

/**
 * Scale of a card that stuck `scrolledPast` px ago: 1 until it sticks, then down to `minScale`
 * linearly over `distance` px, never below.
 */
export function stickyCardScale(scrolledPast: number, { minScale, distance }: Pick<StickyCardOptions, 'minScale' | 'distance'>): number {
  const progress = Math.min(Math.max(scrolledPast / distance, 0), 1);
  return 1 - (1 - minScale) * progress;
}

/**
 * Stacked sticky cards: each card sticks `offset` px below the top of the viewport and the next
 * one slides over it, while the stuck card shrinks (all but the last). The stacking is CSS only,
 * so it works without JavaScript and under prefers-reduced-motion; the shrinking is a small
 * scroll listener that is switched off under prefers-reduced-motion. Sticky positioning is only
 * used when the window is at least 640 px tall, so a tall card is never cut off on a short screen.
 */
export function StickyCards<T extends { readonly id: string }>({
  items,
  options,
  renderCard,
  label,
}: {
  items: readonly T[];
  options: StickyCardOptions;
  renderCard: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  label: string;
}) {
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const tallEnough = window.matchMedia('(min-height: 640px)');
    const cards = Array.from(list.querySelectorAll<HTMLElement>(':scope > li > [data-sticky-card]'));
    let frame = 0;

    const reset = () => cards.forEach((card) => (card.style.transform = ''));
    const update = () => {
      frame = 0;
      if (reduceMotion.matches || !tallEnough.matches) return reset();
      const gap = parseFloat(getComputedStyle(list).rowGap) || 0;
      // Natural (unstuck) top of each item in document coordinates, from the list's own top.
      let naturalTop = list.getBoundingClientRect().top + window.scrollY;
      cards.forEach((card, index) => {
        const item = card.parentElement as HTMLElement;
        const scrolledPast = window.scrollY - (naturalTop - options.offset);
        const scale = index === cards.length - 1 ? 1 : stickyCardScale(scrolledPast, options);
        card.style.transform = scale === 1 ? '' : `scale(${scale.toFixed(4)})`;
        naturalTop += item.offsetHeight + gap;
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };

    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    reduceMotion.addEventListener('change', schedule);
    tallEnough.addEventListener('change', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      reduceMotion.removeEventListener('change', schedule);
      tallEnough.removeEventListener('change', schedule);
      reset();
    };
  }, [options]);

  return (
    <ol ref={listRef} aria-label={label} className="mt-12 flex flex-col gap-8 pb-8">
      {items.map((item, index) => (
        <li
          key={item.id}
          id={item.id}
          data-sticky-item
          className="[@media(min-height:640px)]:sticky"
          style={{ top: `${options.offset}px` }}
        >
          <div data-sticky-card className="origin-top will-change-transform">
            {renderCard(item, index)}
          </div>
        </li>
      ))}
    </ol>
  );
}
