/**
 * The words a carousel's controls say to assistive technology (components/site/carousel.tsx), in
 * English; a page in another language passes its own (the Arabic partner page: issue 48).
 */
export interface CarouselWords {
  /** aria-roledescription of the whole and of each slide. */
  readonly carousel: string;
  readonly slide: string;
  /** The dots' list, and each dot. */
  readonly chooseSlide: string;
  readonly goToSlide: (n: number) => string;
  /** The auto-play toggle. */
  readonly startAutoPlay: string;
  readonly pauseAutoPlay: string;
}

export const carouselWords: CarouselWords = {
  carousel: 'carousel',
  slide: 'slide',
  chooseSlide: 'Choose a slide',
  goToSlide: (n) => `Go to slide ${n}`,
  startAutoPlay: 'Start auto-play',
  pauseAutoPlay: 'Pause auto-play',
};
