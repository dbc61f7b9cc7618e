import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The website's unit tests: pure logic beside the file it tests (`*.test.ts`). The upstream has its own.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['{app,components,lib,server}/**/*.test.ts', '*.test.ts'],
    exclude: ['node_modules/**', 'upstream/**', '.next/**'],
  },
});
