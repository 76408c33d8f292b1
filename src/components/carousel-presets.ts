import type { ReactNode } from 'react';

/** Slides shown per breakpoint (spec section 9). Slick breakpoints are max-widths. */
type Breakpoint = { maxWidth: number; slidesToShow: number };

export type CarouselPreset = { slidesToShow: number; breakpoints: Breakpoint[] };

/** Here rather than in carousel.tsx, so the slick chunk shares it without importing the carousel. */
export type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  preset: CarouselPreset;
  children: ReactNode;
  autoplay?: boolean;
  dots?: boolean;
  className?: string;
};

/** Spec section 9: 3 slides, 2 below 1024 px, 1 below 600, "for testimonials and categories". */
const threeUp: CarouselPreset = {
  slidesToShow: 3,
  breakpoints: [
    { maxWidth: 1023, slidesToShow: 2 },
    { maxWidth: 599, slidesToShow: 1 },
  ],
};

export const carouselPresets = {
  /** Hero and product image sliders: one slide at a time. */
  single: { slidesToShow: 1, breakpoints: [] },
  /** Product carousels: 4, 3 below 1024, 2 below 600, 1 below 480. */
  products: {
    slidesToShow: 4,
    breakpoints: [
      { maxWidth: 1023, slidesToShow: 3 },
      { maxWidth: 599, slidesToShow: 2 },
      { maxWidth: 479, slidesToShow: 1 },
    ],
  },
  /** Testimonials: 3, 2 below 1024, 1 below 600. */
  testimonials: threeUp,
  /** Categories (the home page's medicines by disease): as testimonials. */
  categories: threeUp,
  /** Certificates: 5 per page, 1 up to 768. */
  certificates: { slidesToShow: 5, breakpoints: [{ maxWidth: 768, slidesToShow: 1 }] },
} satisfies Record<string, CarouselPreset>;

export const AUTOPLAY_MS = 3000;
export const SLIDE_SPEED_MS = 500;

/** How many slides show, given whether the viewport is at most each breakpoint's width. */
export function slidesAt(preset: CarouselPreset, isAtMost: (maxWidth: number) => boolean) {
  let shown = preset.slidesToShow;
  for (const breakpoint of preset.breakpoints) {
    if (isAtMost(breakpoint.maxWidth)) shown = Math.min(shown, breakpoint.slidesToShow);
  }
  return shown;
}
