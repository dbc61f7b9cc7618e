import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The upstream (its own workspace) is never bundled into the website.
  outputFileTracingExcludes: { '*': ['upstream/**', 'data/**'] },
  // Public images live on the upstream; the browser loads them from this origin.
  async rewrites() {
    const upstream = process.env.UPSTREAM_API_URL ?? 'http://127.0.0.1:4000';
    return [{ source: '/uploads/:file', destination: `${upstream}/api/uploads/:file` }];
  },
};

export default nextConfig;
