// Debian's Firefox ESR, driven over WebDriver BiDi: Playwright's own Firefox is a download this
// machine cannot make, and its BiDi channel asks ESR for a command ESR lacks. Just enough of the
// protocol to open a page and evaluate a script in it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** A page in a browser Playwright cannot drive here (Firefox ESR, WebKitGTK). */
export interface BrowserPage {
  /** Loads `url` and waits for the page's load event. */
  open(url: string): Promise<void>;
  /** The value of an async function's body, as JSON (it must return something JSON.stringify takes). */
  evaluate<T>(body: string): Promise<T>;
}

interface Reply {
  id?: number;
  type?: string;
  result?: unknown;
  error?: string;
  message?: string;
}

function listeningUrl(firefox: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Firefox did not start its WebDriver BiDi server')), 60_000);
    const read = (chunk: Buffer) => {
      const found = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(chunk.toString());
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    firefox.stdout!.on('data', read);
    firefox.stderr!.on('data', read);
    firefox.once('exit', (code) => reject(new Error(`Firefox exited (${code}) before listening`)));
  });
}

/** Runs `run` with one headless Firefox page on a fresh profile, then closes it all. */
export async function withFirefox<T>(run: (page: BrowserPage) => Promise<T>): Promise<T> {
  if (!existsSync(firefoxPath)) throw new Error(`${firefoxPath} is missing: apt-get install firefox-esr`);
  const profile = mkdtempSync(path.join(tmpdir(), 'firefox-e2e-'));
  const firefox = spawn(firefoxPath, ['--headless', '--no-remote', '--remote-debugging-port=0', '--profile', profile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const socket = new WebSocket(`${await listeningUrl(firefox)}/session`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    let lastId = 0;
    const waiting = new Map<number, (reply: Reply) => void>();
    socket.on('message', (data) => {
      const reply = JSON.parse(data.toString()) as Reply;
      if (reply.id !== undefined) waiting.get(reply.id)?.(reply);
    });
    const send = <R>(method: string, params: object) =>
      new Promise<R>((resolve, reject) => {
        const id = ++lastId;
        waiting.set(id, (reply) => {
          waiting.delete(id);
          if (reply.type === 'error') reject(new Error(`${method}: ${reply.error} ${reply.message}`));
          else resolve(reply.result as R);
        });
        socket.send(JSON.stringify({ id, method, params }));
      });
    await send('session.new', { capabilities: {} });
    const tree = await send<{ contexts: { context: string }[] }>('browsingContext.getTree', {});
    const context = tree.contexts[0]!.context;
    const page: BrowserPage = {
      open: async (url) => {
        await send('browsingContext.navigate', { context, url, wait: 'complete' });
      },
      evaluate: async (body) => {
        const answer = await send<{ type: string; result?: { value?: string }; exceptionDetails?: { text: string } }>(
          'script.evaluate',
          {
            target: { context },
            awaitPromise: true,
            expression: `(async () => JSON.stringify(await (async () => { ${body} })()))()`,
          },
        );
        if (answer.type === 'exception') throw new Error(`In Firefox: ${answer.exceptionDetails?.text}`);
        return JSON.parse(answer.result!.value!);
      },
    };
    try {
      return await run(page);
    } finally {
      await send('session.end', {}).catch(() => undefined);
      socket.close();
    }
  } finally {
    firefox.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}
