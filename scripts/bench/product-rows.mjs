// The product's figures in each pass of `npm run bench` (bench.mjs): the upstream's and the website's
// answers under load against baselines sending the same bytes, the first-load JavaScript against a blank
// Next app, and the servers' memory and what they run.
import { gzipSync } from 'node:zlib';
import { buildServers } from '../build-servers.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { compare, fetchRaw } from './load.mjs';
import { descendants, isCompiledNode } from './processes.mjs';
import { kb, row, size } from './report.mjs';
import { startStaticTwin } from './static-twin.mjs';
import { rate, throughputRows } from './throughput.mjs';

const publicPages = ['/', '/about', '/services', '/employers', '/partners', '/gallery', '/contact', '/candidates'];

const ratioOf = (target, baseline) => (baseline.rps > 0 ? `${(target.rps / baseline.rps).toFixed(2)}x` : '—');

/** The rows' makers for the product at `web` and `upstream`; `track` undoes what they start on a failure. */
export function productRows({ root, web, upstream, ports, load, connections, track }) {
  /** The upstream's figures: each answer against a bare node:http server sending the same bytes, under wrk. */
  function upstreamRows(slug, pid) {
    const targets = [
      { name: 'job search, first page', path: '/api/job-search', small: true },
      { name: 'job by slug', path: `/api/job-opening/${slug}`, small: true },
      { name: 'spec job list', path: '/api/job-opening?isActive=1', small: false },
      { name: 'home', path: '/api/home', small: true },
    ].map((t) => ({
      label: `upstream ${t.name} (${t.path.split('?')[0].replace(slug, '<slug>')})`,
      url: `${upstream}${t.path}`,
      path: t.path,
      connections: t.small ? connections.small : connections.large,
      minRatio: t.small ? 0.5 : 0.4,
      maxP99: t.small ? 20 : undefined,
      pid,
    }));
    return throughputRows(targets, { barePort: ports.bare, load, idle: [`${upstream}/api/health`] });
  }

  /** The spec's full job list through the website (the BFF) against node:http sending the same gzip bytes. */
  function bffRows(pid) {
    const path = '/api/job-opening?isActive=1';
    const target = {
      label: `website ${path} (forwarded)`,
      url: `${web}${path}`,
      path,
      connections: connections.large,
      minRatio: 0.3,
      absentOk: 'not forwarded',
      pid,
    };
    return throughputRows([target], { barePort: ports.bare, load, idle: [`${upstream}/api/health`] });
  }

  /** The website's figures: each page against Next serving a static file of the same bytes. */
  async function websiteRows(slug, env) {
    const pages = { home: '/', candidates: '/candidates', job: `/candidates/${slug}`, about: '/about' };
    const html = {};
    for (const [name, page] of Object.entries(pages)) html[name] = (await fetchRaw(`${web}${page}`, {})).body;
    const { urls, stop } = await startStaticTwin(root, html, {
      port: ports.twin,
      env,
      webServer: (await buildServers(['web'])).web,
    });
    const untrack = track(stop);
    const rows = [];
    try {
      for (const [name, page] of Object.entries(pages)) {
        const { target, baseline } = await compare(`${web}${page}`, urls[name], {
          connections: connections.large,
          idle: [`${upstream}/api/health`, `${web}/favicon.ico`, `http://127.0.0.1:${ports.twin}/favicon.ico`],
          ...load,
        });
        const ratio = target.rps / baseline.rps;
        const label = `website ${page.replace(slug, '<slug>')} (${size(html[name].length)} HTML)`;
        rows.push(
          row(
            label,
            rate(target),
            rate(baseline),
            ratioOf(target, baseline),
            '>= 0.5x',
            !target.failed && ratio >= 0.5,
          ),
        );
      }
    } finally {
      await stop();
      untrack();
    }
    return rows;
  }

  async function firstLoadRows(slug, floor) {
    const rows = [];
    for (const page of [...publicPages, `/candidates/${slug}`]) {
      const bytes = await firstLoadJs(web, page);
      const over = bytes - floor.bytes;
      rows.push(
        row(
          `first-load JS ${page.replace(slug, '<slug>')}`,
          `${kb(bytes)} gzip (floor +${kb(over)})`,
          `${kb(floor.bytes)} (blank Next ${floor.version})`,
          '',
          '<= floor + 30 KB',
          over <= 30 * 1024,
        ),
      );
    }
    const answer = await fetchRaw(`${web}/candidates`);
    const gzipped = answer.headers['content-encoding'] === 'gzip' ? answer.body.length : gzipSync(answer.body).length;
    rows.push(row('/candidates HTML, gzip', kb(gzipped), '', '', '<= 40 KB', gzipped <= 40 * 1024));
    return rows;
  }

  /** Memory of the servers under the launcher, and what they run (node on compiled .js only). */
  function processRows(launcher, judgeMemory) {
    const tree = descendants(launcher.pid);
    console.log(`\nprocess tree under the launcher (pid ${launcher.pid}, node scripts/start.mjs):`);
    for (const p of tree)
      console.log(`${'  '.repeat(p.depth)}${p.pid}  ${size(p.rssKb * 1024).padStart(9)}  ${p.args.join(' ')}`);
    const rss = tree.reduce((sum, p) => sum + p.rssKb * 1024, 0);
    const compiled = tree.length > 0 && tree.every(isCompiledNode);
    return [
      row(
        'RSS upstream + website after the load',
        size(rss),
        '',
        '',
        '<= 512 MB (PGlite)',
        judgeMemory ? rss <= 512 * 1024 * 1024 : null,
      ),
      row(
        'processes under the launcher',
        compiled ? 'node on compiled .js only' : 'npm, tsx or TypeScript found',
        '',
        '',
        'node on .js',
        compiled,
      ),
    ];
  }

  return { upstreamRows, bffRows, websiteRows, firstLoadRows, processRows };
}
