import type { ReactNode } from 'react';

/**
 * A row of items scrolling sideways for ever. The list is rendered twice so the loop is seamless
 * (the second copy is inert: hidden from assistive technology and the tab order). Pauses on hover and focus, and stands
 * still under prefers-reduced-motion, where the row scrolls by hand instead.
 */
export function Marquee<T>({
  items,
  seconds = 30,
  reverse = false,
  label,
  renderItem,
}: {
  items: readonly T[];
  seconds?: number;
  reverse?: boolean;
  label: string;
  renderItem: (item: T, index: number) => ReactNode;
}) {
  const doubled = [...items, ...items];
  return (
    <div
      role="region"
      aria-label={label}
      // Focusable so keyboard users can pause it, and scroll it where motion is reduced.
      tabIndex={0}
      className="marquee group relative overflow-hidden motion-reduce:overflow-x-auto"
    >
      <ul
        className="marquee-track flex w-max items-center gap-12 py-4"
        style={{ animationDuration: `${seconds}s`, animationDirection: reverse ? 'reverse' : 'normal' }}
      >
        {doubled.map((item, index) => (
          <li key={index} inert={index >= items.length} aria-hidden={index >= items.length || undefined} className="shrink-0">
            {renderItem(item, index % items.length)}
          </li>
        ))}
      </ul>
    </div>
  );
}
