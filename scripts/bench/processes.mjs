// Starting and stopping what the bench measures, and reading the process tree and memory under a launcher.
import { spawn } from 'node:child_process';
import { openSync, readFileSync, readdirSync } from 'node:fs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 2xx (or the child exits, which is an error). */
export async function waitFor(url, child, seconds = 600) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the process serving ${url} exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Spawns a node process with the bench's environment; its output goes to the file `log`, else nowhere. */
export function spawnNode(args, { cwd, env, log }) {
  const out = log ? openSync(log, 'w') : 'ignore';
  return spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', out, out],
  });
}

/** Stops a process we spawned (SIGTERM, then SIGKILL after `seconds`) and waits until it is gone. */
export async function stopProcess(child, seconds = 15) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  const pids = descendants(child.pid).map((p) => p.pid);
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    child.kill('SIGKILL');
    // The launcher could not pass the signal on: end what it had started, by their ids.
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }, seconds * 1000);
  await gone;
  clearTimeout(timer);
}

const readProc = (pid, file) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
};

/** The fields of /proc/<pid>/stat after the command name (field 2, which may hold spaces): state first. */
const statFields = (pid) => {
  const stat = readProc(pid, 'stat');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/** A process's CPU time so far (user + system, every thread) in ms; its stat counts in 10 ms ticks. */
export function cpuMs(pid) {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Every process below `pid` (children first-level order, then theirs), with its command line and RSS in KB. */
export function descendants(pid) {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => {
      // The parent pid is the second field after the command name.
      const ppid = Number(statFields(name)[1]);
      return { pid: Number(name), ppid };
    });
  const out = [];
  const walk = (parent, depth) => {
    for (const p of all.filter((q) => q.ppid === parent)) {
      const args = readProc(p.pid, 'cmdline').split('\0').filter(Boolean);
      const rssKb = Number(readProc(p.pid, 'status').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      out.push({ ...p, depth, args, rssKb });
      walk(p.pid, depth + 1);
    }
  };
  walk(pid, 1);
  return out;
}

/** True when a process is node running a compiled .js/.mjs file: no npm, no TypeScript loader. */
export function isCompiledNode({ args }) {
  const script = args.slice(1).find((arg) => !arg.startsWith('-')) ?? '';
  return /(^|\/)node$/.test(args[0] ?? '') && /\.m?js$/.test(script) && !args.some((a) => /tsx|ts-node|npm/.test(a));
}
