/** The eight header links (the first five are repeated in the footer's Quick Links). */
export const navLinks = [
  { href: '/', label: 'Home' },
  { href: '/About', label: 'About Us' },
  { href: '/Services', label: 'Services' },
  { href: '/Employers', label: 'For Employers' },
  { href: '/Candidates', label: 'For Candidates' },
  { href: '/Gallery', label: 'Media Gallery' },
  { href: '/Partners', label: 'Partners' },
  { href: '/Contact', label: 'Contact' },
] as const;
