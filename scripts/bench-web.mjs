#!/usr/bin/env node
// `npm run bench:web`: prints the website's budgets from a production build. Figures only; no pass/fail.
//  - first-load JavaScript of every public page, gzip (budget: floor + 30 KB = 161.7 KB, the floor being a
//    blank Next 16.4.6 app, which `npm run bench` measures), and the home page's CSS (budget: 25 KB)
//  - Lighthouse (mobile, median of 3 runs) on /, /Candidates, a job page and /About
//    (budget: performance >= 90, accessibility >= 95, best practices >= 95, SEO >= 95)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_WEB_PORT moves it (and the upstream to port + 1000), so two checkouts can measure at once.
const port = Number(process.env.BENCH_WEB_PORT || 3400);
const base = `http://localhost:${port}`;
const dataDir = path.join(root, 'data-bench');
const runs = Number(process.env.BENCH_RUNS || 3);
/** First-load JS budget of a public page: the blank-Next floor (131.7 KB gzip) + 30 KB. */
const jsBudgetKb = 161.7;
// --sizes: only the first-load sizes (a quick check while trimming bundles); --verbose: each file's size.
const sizesOnly = process.argv.includes('--sizes');
const verbose = process.argv.includes('--verbose');

async function waitFor(url, seconds = 300) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** The tags of one kind in the home page's HTML, with their attributes. */
const tags = (html, name) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** Gzip sizes of what a page's HTML loads first: module scripts, stylesheets and the legacy polyfills. */
async function firstLoadSizes(page) {
  const html = await (await fetch(`${base}${page}`)).text();
  const scripts = [];
  const legacy = [];
  // `noModule` scripts are the legacy polyfills: browsers that run modules never download them.
  for (const tag of tags(html, 'script').filter((t) => attr(t, 'src')))
    (/\snoModule/i.test(tag) ? legacy : scripts).push(attr(tag, 'src'));
  const styles = tags(html, 'link')
    .filter((t) => attr(t, 'rel') === 'stylesheet')
    .map((t) => attr(t, 'href'));
  const gz = async (list) => {
    let total = 0;
    for (const src of new Set(list)) {
      const size = gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
      if (verbose) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${src}`);
      total += size;
    }
    return total;
  };
  return {
    js: await gz(scripts),
    css: await gz(styles),
    legacy: await gz(legacy),
    scripts: new Set(scripts).size,
    styles: new Set(styles).size,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      UPSTREAM_PORT: String(port + 1000),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(base);
    const jobs = (await (await fetch(`http://127.0.0.1:${port + 1000}/api/job-opening?isActive=1`)).json()).data;
    const jobPage = `/candidates/${jobs[0].slug}`;
    const publicPages = ['/', '/about', '/services', '/employers', '/partners', '/gallery', '/contact', '/candidates'];
    for (const page of [...publicPages, jobPage]) {
      if (verbose) console.log(`${page}:`);
      const sizes = await firstLoadSizes(page);
      const kb = sizes.js / 1024;
      console.log(
        `first-load JS ${page}: ${kb.toFixed(1)} KB gzip in ${sizes.scripts} files (budget ${jsBudgetKb} KB${kb > jsBudgetKb ? ', over' : ''})`,
      );
      if (page === '/') {
        console.log(
          `first-load CSS /: ${(sizes.css / 1024).toFixed(1)} KB gzip in ${sizes.styles} files (budget 25 KB)`,
        );
        console.log(
          `(not counted: ${(sizes.legacy / 1024).toFixed(1)} KB gzip of noModule polyfills for old browsers)`,
        );
      }
    }
    if (sizesOnly) return;

    const pages = ['/', '/candidates', jobPage, '/about'];
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
      for (const page of pages) {
        const scores = Object.fromEntries(categories.map((c) => [c, []]));
        for (let i = 0; i < runs; i++) {
          const result = await lighthouse(`${base}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: categories,
          });
          for (const c of categories) scores[c].push(Math.round((result.lhr.categories[c]?.score ?? 0) * 100));
          // --verbose: which scored audits cost points, to know what to fix.
          if (verbose && i === runs - 1) {
            for (const c of categories) {
              const lost = result.lhr.categories[c].auditRefs
                .filter((ref) => ref.weight > 0 && (result.lhr.audits[ref.id]?.score ?? 1) < 1)
                .map((ref) => ref.id);
              if (lost.length > 0) console.log(`  ${page} ${c}: ${lost.join(', ')}`);
            }
          }
        }
        console.log(
          `lighthouse ${page}: ${categories.map((c) => `${c} ${median(scores[c])}`).join(', ')} (median of ${runs})`,
        );
      }
    } finally {
      await chrome.kill();
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
