import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';
import clientBoundary from './eslint/client-boundary.mjs';

// Each folder under components/ is a feature, except ui/ (shared building blocks without feature logic).
const features = readdirSync('components', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'ui')
  .map((entry) => entry.name);

// Each folder under upstream/src/modules is a resource (every audience's routes, rules and queries);
// the other modules reach it only through its index.ts.
const upstreamModules = readdirSync('upstream/src/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default defineConfig([
  globalIgnores([
    '.next/**',
    'dist/**',
    'upstream/dist/**',
    'data/**',
    'data-bench/**',
    'e2e/.data/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
    'next-env.d.ts',
    'upstream/src/db/migrations/**',
  ]),
  ...nextVitals,
  ...nextTypescript,
  {
    // Type-aware rules that find real bugs: a promise nobody awaits or catches, or one passed where
    // a plain function is expected (an event handler whose rejection would vanish).
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // The public site's islands take their endpoints from the site's schema-free descriptors, so zod and
    // the contracts never reach a public page's first load; pictures are plain <img> for the same reason.
    files: ['components/**/*.{ts,tsx}', 'lib/client/**/*.{ts,tsx}', 'lib/forms/**/*.{ts,tsx}'],
    ignores: ['components/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/contracts/endpoints',
              message: "Import { api } from '@/lib/contracts/endpoints/site' in the public site's code.",
            },
            {
              name: 'next/link',
              message:
                'Use SiteLink (components/ui/site-link): it prefetches only in view and not on slow connections (3G, Data Saver).',
            },
            {
              name: 'next/image',
              message:
                'Use PlainImage (components/ui/plain-image): uploads are served as stored, and next/image adds its client code to the first load.',
            },
          ],
        },
      ],
    },
  },
  {
    // Public pages link through SiteLink too (see above); the back office, on office desktops, keeps next/link.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/admin/**', 'app/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                'Use SiteLink (components/ui/site-link): it prefetches only in view and not on slow connections (3G, Data Saver).',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers of shared/ARCHITECTURE.md, enforced rather than only written down.
    plugins: { local: { rules: { 'client-boundary': clientBoundary } } },
    rules: {
      'local/client-boundary': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './upstream',
              from: ['./app', './components', './server', './e2e', './scripts', './proxy.ts'],
              message: 'The upstream is its own service: it imports only itself, lib/contracts and lib/shared.',
            },
            {
              target: './upstream',
              from: './lib',
              except: ['./contracts', './shared'],
              message: 'The upstream is its own service: it imports only itself, lib/contracts and lib/shared.',
            },
            {
              target: './components',
              from: './app',
              message: 'Components never import routes; pages compose components.',
            },
            {
              target: './lib',
              from: ['./app', './components', './server'],
              message: 'lib/ sits below the routes, the components and the edge server.',
            },
            ...features.map((feature) => ({
              target: `./components/${feature}`,
              from: './components',
              except: [`./${feature}`, './ui'],
              message: 'Features do not import each other: move what they share to components/ui or lib/.',
            })),
            ...upstreamModules.map((module) => ({
              target: `./upstream/src/modules/${module}`,
              from: './upstream/src/modules',
              except: [
                `./${module}`,
                ...upstreamModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
              ],
              message: 'Upstream modules import each other only through their index.ts: export what is needed there.',
            })),
          ],
        },
      ],
    },
  },
]);
