import type { NextConfig } from 'next';
import { computeBuildId } from './lib/build-id.mjs';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next's own cache of rendered pages and fetched data stays on disk (.next/cache), not also in memory:
  // anonymous pages are served from the edge's page cache (server/page-cache), so Next's copy was a
  // second one, and after every job page had been visited once it held about 160 MB of the website's
  // heap, far past its nominal 50 MB (docs/performance.md, session 19).
  cacheMaxMemorySize: 0,
  // Not random: every instance built from the same sources serves pages whose scripts the others have.
  generateBuildId: () => computeBuildId(process.cwd()),
  // `npm run typecheck` (part of `npm test`) checks every file with tsc; the build would repeat it (a minute or more).
  typescript: { ignoreBuildErrors: true },
  // The upstream (its own workspace) is never bundled into the website.
  outputFileTracingExcludes: { '*': ['upstream/**', 'data/**'] },
  // The back office is never indexed, including its non-HTML answers (exports, files).
  async headers() {
    const noindex = [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }];
    // `:path*` matches zero or more segments, so these cover /admin itself too.
    return [
      { source: '/admin/:path*', headers: noindex },
      { source: '/api/admin/:path*', headers: noindex },
    ];
  },
};

export default nextConfig;
