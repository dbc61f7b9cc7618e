// The shared primary button is white on gold (3.9:1); on dark sections these keep AA contrast instead.
const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-60';

/** Button styles for navy or image backgrounds: solid gold-dark, or a white outline. */
export const darkButtons = {
  solid: `${base} bg-gold-dark text-white hover:bg-navy-dark`,
  outline: `${base} border border-white text-white hover:bg-white hover:text-navy`,
} as const;
