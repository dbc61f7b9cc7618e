import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSiteEndpoints, siteEndpointsFile } from '../../../scripts/site-endpoints';
import type { Endpoint } from '../core/endpoint';
import { api as registry } from './index';
import { api as site } from './site';

/** What a browser call needs of an endpoint: the fields a descriptor carries. */
const callable = (endpoint: Endpoint) => ({
  method: endpoint.method,
  path: endpoint.path,
  ...(endpoint.upload ? { upload: endpoint.upload } : {}),
});

const groups = Object.keys(site) as (keyof typeof site)[];

describe("the public site's endpoint descriptors", () => {
  it('are what scripts/site-endpoints.ts makes from the registry (run `npm run endpoints:site` after changing an endpoint)', async () => {
    expect(readFileSync(siteEndpointsFile, 'utf8')).toBe(await renderSiteEndpoints());
  });

  it.each(groups)(
    'describe every endpoint of %s the browser may call, with its method, path and upload field',
    (group) => {
      const endpoints: Record<string, Endpoint> = registry[group];
      const expected = Object.fromEntries(
        Object.entries(endpoints)
          .filter(([, endpoint]) => endpoint.browser !== undefined)
          .map(([name, endpoint]) => [name, callable(endpoint)]),
      );
      expect(site[group]).toEqual(expected);
    },
  );

  it('leave out the endpoints only servers call', () => {
    expect(site.auth).not.toHaveProperty('logoutAll');
    expect(site.uploads).not.toHaveProperty('publicFile');
  });

  it('import the endpoints (and their zod schemas) only as types, so no page bundles them', () => {
    for (const file of ['site.ts', '../core/endpoint.ts']) {
      const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
      const runtimeImports = [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)'/gms)].map((m) => m[1]);
      expect(runtimeImports.filter((from) => from !== '../core/endpoint')).toEqual([]);
    }
  });
});
