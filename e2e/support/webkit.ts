// WebKit, Safari's engine, as Debian ships it (WebKitGTK's MiniBrowser, driven by WebKitWebDriver
// over W3C WebDriver, in a virtual X display): Playwright's own WebKit is a download this machine
// cannot make. Just enough of the protocol to open a page and evaluate a script in it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { BrowserPage } from './firefox';
import { freePort } from './free-port';

export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const miniBrowser = process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Runs `run` with one WebKit page, then closes the session, the driver and its display. */
export async function withWebKit<T>(run: (page: BrowserPage) => Promise<T>): Promise<T> {
  for (const needed of [webkitDriverPath, miniBrowser, '/usr/bin/xvfb-run'])
    if (!existsSync(needed))
      throw new Error(`${needed} is missing: apt-get install webkit2gtk-driver xvfb gstreamer1.0-libav`);
  const port = await freePort();
  // Its own process group, so the display and the browser go with the driver.
  const driver = spawn('xvfb-run', ['-a', webkitDriverPath, `--port=${port}`], { detached: true, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const call = async <R>(method: string, path: string, body?: object): Promise<R> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await res.json()) as { value: R & { error?: string; message?: string } };
    if (!res.ok) throw new Error(`WebKitWebDriver ${path}: ${answer.value.error} ${answer.value.message}`);
    return answer.value;
  };
  try {
    let session: { sessionId: string } | undefined;
    for (let tries = 0; !session; tries++) {
      try {
        session = await call<{ sessionId: string }>('POST', '/session', {
          capabilities: {
            alwaysMatch: { 'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] } },
          },
        });
      } catch (err) {
        if (tries > 100) throw err;
        await new Promise((wait) => setTimeout(wait, 100));
      }
    }
    const at = `/session/${session.sessionId}`;
    const page: BrowserPage = {
      open: async (url) => {
        await call('POST', `${at}/url`, { url });
      },
      evaluate: async (body) => {
        const script = `const done = arguments[arguments.length - 1];
          (async () => { ${body} })().then((value) => done({ value }), (err) => done({ failed: String(err) }));`;
        const answer = await call<{ value?: unknown; failed?: string }>('POST', `${at}/execute/async`, {
          script,
          args: [],
        });
        if (answer.failed) throw new Error(`In WebKit: ${answer.failed}`);
        return answer.value as never;
      },
    };
    try {
      return await run(page);
    } finally {
      await call('DELETE', at).catch(() => undefined);
    }
  } finally {
    try {
      process.kill(-driver.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
