import type { MetadataRoute } from 'next';

/** The web app manifest (/manifest.webmanifest): name, colours and icons for "Add to Home screen". */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Bayanihan Gulf Hospitality Careers',
    short_name: 'Bayanihan Gulf',
    description: 'Hospitality jobs in the UAE for Filipino professionals.',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1d3557',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
