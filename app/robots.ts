import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/admin', '/update-profile', '/my-applications', '/reset-password/', '/verify-email/'],
      },
    ],
    sitemap: `${env.PUBLIC_URL}/sitemap.xml`,
  };
}
