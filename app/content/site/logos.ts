/**
 * Logo strips: the item type and the marquee durations. The lists themselves are in
 * client-logos.ts (home marquee, product: 38 client names, list doubled by the marquee for looping)
 * and partner-logos.ts (About page marquee), so each page carries only its own. All companies are
 * fictional; the SVG wordmarks live in public/images/logos/.
 */

/** product §3 "Logo item (static)": name, logo, optional website link. */
export interface LogoItem {
  readonly name: string;
  readonly logo: `/images/logos/${string}.svg`;
  readonly website?: string;
}

/** Marquee durations in seconds (product §9). */
export const MARQUEE_SECONDS = { default: 30, about: 40, partnersRowA: 25, partnersRowB: 30 } as const;
