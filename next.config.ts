import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The upstream (its own workspace) is never bundled into the website.
  outputFileTracingExcludes: { '*': ['upstream/**', 'data/**'] },
};

export default nextConfig;
