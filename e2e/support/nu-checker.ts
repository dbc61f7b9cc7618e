import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** The Nu HTML Checker (the W3C validator's engine), as the vnu-jar package ships it. */
const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

/**
 * A non-standard attribute the checker does not know but browsers implement: `elementtiming`
 * (WICG Element Timing), which marks the first job card for the phone bench's paint timing.
 */
const knownAttributes = /^Attribute “elementtiming” not allowed on element “span” at this point\.$/;

export interface NuMessage {
  page: string;
  line?: number;
  message: string;
  extract?: string;
}

/** Every error the Nu checker finds in the pages' HTML (one JVM start for all of them). */
export async function nuErrors(pages: { name: string; html: string }[]): Promise<NuMessage[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nu-'));
  try {
    const files = await Promise.all(
      pages.map(async ({ name, html }, index) => {
        const file = path.join(dir, `${index}.html`);
        await writeFile(file, html);
        return { file, name };
      }),
    );
    // The checker exits 1 when it found errors; its JSON report is on stderr either way.
    const { stderr } = await run(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.map((f) => f.file)],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((err: { stderr?: string; stdout?: string }) => ({ stderr: err.stderr ?? '' }));
    const report = JSON.parse(stderr || '{"messages":[]}') as {
      messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[];
    };
    const nameOf = new Map(files.map(({ file, name }) => [`file:${file}`, name]));
    return report.messages
      .filter((m) => m.type === 'error' && !knownAttributes.test(m.message))
      .map((m) => ({
        page: nameOf.get(m.url ?? '') ?? m.url ?? '?',
        line: m.lastLine,
        message: m.message,
        extract: m.extract,
      }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
