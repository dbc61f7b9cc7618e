import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  fakesmscArgs,
  kannelConf,
  kannelPrograms,
  kannelSendsmsUser,
  receivedSmsOf,
  type ReceivedSms,
} from './kannel-conf.mjs';
import { until } from './until';

export type { ReceivedSms };

export const kannelInstalled = () => Object.values(kannelPrograms).every((program) => existsSync(program));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type KannelPorts = { admin: number; box: number; smsc: number; sendsms: number };

/**
 * Kannel as an operator runs it, with Kannel's fake SMS centre for the phones: bearerbox, smsbox
 * (sendsms user `product`, and an sms-service calling `getUrl`) and fakesmsc, on free ports (or
 * `fixedPorts`, when the upstream was told smsbox's address before Kannel starts) in a temporary
 * folder. `getUrl` takes Kannel's escapes (%p the sender, %a the text).
 */
export async function startKannel(getUrl: string, fixedPorts?: KannelPorts) {
  const dir = await mkdtemp(path.join(tmpdir(), 'kannel-'));
  const ports = fixedPorts ?? {
    admin: await freePort(),
    box: await freePort(),
    smsc: await freePort(),
    sendsms: await freePort(),
  };
  const conf = path.join(dir, 'kannel.conf');
  await writeFile(conf, kannelConf(dir, ports, getUrl));
  const received: ReceivedSms[] = [];
  /** fakesmsc's last lines, told when a wait fails. */
  const lastLines: string[] = [];
  const children = new Set<ChildProcess>();

  // Only fakesmsc's output is read: an unread pipe, once full, would stop bearerbox or smsbox mid-write.
  const start = (program: string, args: string[], output: 'pipe' | 'ignore' = 'ignore') => {
    const child = spawn(program, args, { cwd: dir, stdio: ['ignore', output, output] });
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  };
  const stopChild = async (child: ChildProcess) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  /** fakesmsc connected to bearerbox's fake SMSC: prints what it receives; sends `inject` first when given. */
  let fakesmsc: ChildProcess | undefined;
  /** Whether the fakesmsc started last has handed its injected message to bearerbox. */
  let injectedSent = false;
  const startFakesmsc = (inject?: string) => {
    injectedSent = false;
    const child = start(kannelPrograms.fakesmsc, fakesmscArgs(ports.smsc, inject), 'pipe');
    let pending = '';
    const onData = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (/fakesmsc: sent message/.test(line)) injectedSent = true;
        lastLines.push(line);
        if (lastLines.length > 30) lastLines.shift();
        const sms = receivedSmsOf(line);
        if (sms) received.push(sms);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    fakesmsc = child;
  };

  const status = async () => {
    try {
      const response = await fetch(`http://127.0.0.1:${ports.admin}/status.txt?password=admin`, {
        signal: AbortSignal.timeout(1000),
      });
      return response.ok ? await response.text() : '';
    } catch {
      return '';
    }
  };
  const sendsmsUp = async () => {
    try {
      await (
        await fetch(`http://127.0.0.1:${ports.sendsms}/cgi-bin/sendsms`, { signal: AbortSignal.timeout(1000) })
      ).text();
      return true;
    } catch {
      return false;
    }
  };
  /** The fake SMSC has a client, and smsbox is connected and answering. */
  const ready = async () => {
    const text = await status();
    return /FAKE:\d+ \(online/.test(text) && /smsbox:.*\(on-line/.test(text) && (await sendsmsUp());
  };

  const stop = async () => {
    // fakesmsc, then smsbox, then bearerbox: each closes its connection to the next cleanly.
    for (const child of [...children].reverse()) await stopChild(child);
    await rm(dir, { recursive: true, force: true });
  };

  const startedWhen = async (check: () => Promise<boolean>) =>
    until(check, 20_000).catch(async (err: unknown) => {
      await stop();
      throw err;
    });
  // smsbox and fakesmsc give up when bearerbox is not listening yet: they start once it answers.
  start(kannelPrograms.bearerbox, [conf]);
  await startedWhen(async () => (await status()) !== '');
  start(kannelPrograms.smsbox, [conf]);
  startFakesmsc();
  await startedWhen(ready);

  return {
    sendsmsUrl: `http://127.0.0.1:${ports.sendsms}/cgi-bin/sendsms`,
    ...kannelSendsmsUser,
    received,
    /** Waits until fakesmsc received a message `match` accepts; answers it. */
    async receivedWhere(match: (sms: ReceivedSms) => boolean, ms = 10_000) {
      await until(async () => received.some(match), ms);
      return received.find(match)!;
    },
    /** A phone's message to the gateway: fakesmsc is started again with it as the one to inject. */
    async inject(from: string, to: string, text: string) {
      if (fakesmsc) await stopChild(fakesmsc);
      startFakesmsc(`${from} ${to} text ${text}`);
      // Its message handed over is enough: a fakesmsc told to send one may already have left again.
      await until(async () => injectedSent || (await ready()), 20_000).catch(async (err: unknown) => {
        const log = await readFile(path.join(dir, 'bearerbox.log'), 'utf8').catch(() => '');
        const said = [await status(), ...lastLines, ...log.split('\n').slice(-40)].join('\n');
        throw new Error(`${(err as Error).message}: fakesmsc did not connect\n${said}`);
      });
    },
    stop,
  };
}

export type KannelWorld = Awaited<ReturnType<typeof startKannel>>;
