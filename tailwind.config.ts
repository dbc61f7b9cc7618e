import type { Config } from 'tailwindcss';

/**
 * The agency's brand palette, loaded by `app/globals.css` through `@config`. Tailwind 4 finds the
 * class names in the sources itself; this file holds only what is ours: the colours.
 */
export default {
  theme: {
    extend: {
      colors: {
        gold: { DEFAULT: '#a8782a', dark: '#8a6220', light: '#f3e6cc' },
        navy: { DEFAULT: '#1d3557', dark: '#142640' },
      },
    },
  },
} satisfies Config;
