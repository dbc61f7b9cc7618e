// Issue 44: SMS on PostgreSQL through Kannel. (1) 10,000 queued messages for opted-in numbers, inserted in
// SQL, handed by the upstream to smsbox and received by fakesmsc: messages a second, none lost, none twice.
// (2) The delivery's claim (modules/text-messages/repository.ts, through lib/claim-due.ts) with 1,000,000
// delivered messages stored and a few hundred queued: its p99 over 200 runs beside `select 1`'s, both timed in
// a child under tsx on the upstream's own database client (text-message-claims.mjs).
//   BENCH_TEXT_MESSAGES=10000,1000000 (default) the messages sent through Kannel and the delivered ones grown
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  fakesmscArgs,
  kannelConf,
  kannelPrograms,
  kannelSendsmsUser,
  receivedSmsOf,
} from '../../upstream/test/helpers/kannel-conf.mjs';
import { dropDatabase, freshDatabase } from './postgres.mjs';
import { sleep, stopProcess } from './processes.mjs';
import { printTable, row } from './report.mjs';
import { timeClaims } from './text-message-claims.mjs';
import { startUpstream } from './upstream-process.mjs';

const budget = { perSecond: 100, claimP99: 10 };
/** Queued beside the delivered ones in the claim's figure: a few batches' worth, due at once. */
const queuedForClaims = 300;
const claimRuns = 200;
/** Without a new message at fakesmsc this long, the delivery is taken as stopped. */
const stalledMs = 60_000;
const callbackSecret = 'bench-kannel-callback-secret-0123456789';

/** The sizes of BENCH_TEXT_MESSAGES ("sent,delivered"). */
export function textMessageSizes(value = process.env.BENCH_TEXT_MESSAGES ?? '10000,1000000') {
  const [sent, delivered] = value.split(',').map((n) => Number(n.trim().replace(/k$/i, '000')));
  if (!Number.isInteger(sent) || !Number.isInteger(delivered) || sent < 1 || delivered < 0) {
    throw new Error(`BENCH_TEXT_MESSAGES=${value}: expected two counts, sent and delivered (10000,1000000)`);
  }
  return { sent, delivered };
}

/** bearerbox, smsbox and fakesmsc as the upstream's Kannel tests start them, on ports from `port`; logs in `dir`. */
async function startKannel(dir, port, getUrl) {
  const ports = { admin: port, box: port + 1, smsc: port + 2, sendsms: port + 3 };
  const conf = path.join(dir, 'kannel.conf');
  // Info, not the tests' debug: 10,000 messages' debug lines would be part of what is measured.
  writeFileSync(conf, kannelConf(dir, ports, getUrl, { logLevel: 1 }));
  const children = [];
  // Only fakesmsc's output is read: an unread pipe, once full, would stop bearerbox or smsbox mid-write.
  const start = (program, args, output = 'ignore') => {
    const child = spawn(program, args, { cwd: dir, stdio: ['ignore', output, output] });
    children.push(child);
    return child;
  };
  const answers = async (url) => {
    try {
      return await (await fetch(url, { signal: AbortSignal.timeout(1000) })).text();
    } catch {
      return '';
    }
  };
  const status = () => answers(`http://127.0.0.1:${ports.admin}/status.txt?password=admin`);
  const until = async (check, what) => {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Kannel: ${what} within 20 s (logs in ${dir})`);
      await sleep(200);
    }
  };
  const stop = async () => {
    // fakesmsc, then smsbox, then bearerbox: each closes its connection to the next cleanly.
    for (const child of children.reverse()) await stopProcess(child);
  };
  /** Every message fakesmsc got, by text, with how many times and when the first and last came. */
  const received = { texts: new Map(), first: 0, last: 0 };
  try {
    // smsbox and fakesmsc give up when bearerbox is not listening yet: they start once it answers.
    start(kannelPrograms.bearerbox, [conf]);
    await until(async () => (await status()) !== '', 'bearerbox did not answer');
    start(kannelPrograms.smsbox, [conf]);
    const fakesmsc = start(kannelPrograms.fakesmsc, fakesmscArgs(ports.smsc), 'pipe');
    let pending = '';
    const onData = (chunk) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const sms = receivedSmsOf(line);
        if (!sms) continue;
        const now = performance.now();
        received.first ||= now;
        received.last = now;
        received.texts.set(sms.text, (received.texts.get(sms.text) ?? 0) + 1);
      }
    };
    fakesmsc.stdout.on('data', onData);
    fakesmsc.stderr.on('data', onData);
    await until(async () => {
      const text = await status();
      const sendsms = await answers(`http://127.0.0.1:${ports.sendsms}/cgi-bin/sendsms`);
      return /FAKE:\d+ \(online/.test(text) && /smsbox:.*\(on-line/.test(text) && sendsms !== '';
    }, 'smsbox and fakesmsc did not connect');
  } catch (err) {
    await stop();
    throw err;
  }
  return { sendsmsUrl: `http://127.0.0.1:${ports.sendsms}/cgi-bin/sendsms`, received, stop };
}

/** Opt-ins for `count` numbers and one queued SMS each, with its own text, due now. */
async function queueMessages(client, count) {
  await client.query(
    `insert into opt_in_changes (phone_number, channel, choice, wording, source)
     select '+63917' || lpad(g::text, 7, '0'), 'sms', 'opt-in', 'bench', 'profile' from generate_series(1, $1::int) g`,
    [count],
  );
  await client.query(
    `insert into text_messages (channel, kind, to_number, body, state, next_attempt_at)
     select 'sms', 'bench', '+63917' || lpad(g::text, 7, '0'), 'Bench message ' || lpad(g::text, 7, '0'), 'queued',
       now() - interval '1 minute'
     from generate_series(1, $1::int) g`,
    [count],
  );
}

/** Waits until fakesmsc has every one of `count` texts, or nothing new came for `stalledMs`. */
async function untilReceived(received, count) {
  let seen = 0;
  let since = Date.now();
  while (received.texts.size < count && Date.now() - since < stalledMs) {
    await sleep(100);
    if (received.texts.size > seen) [seen, since] = [received.texts.size, Date.now()];
  }
  // A little longer: a message sent twice would arrive after the last new one.
  await sleep(2000);
}

/** Grows `count` delivered messages over the past year (opt-ins for their numbers too) and `queued` due ones. */
async function growDelivered(client, count, queued) {
  const started = Date.now();
  const batch = 250_000;
  for (let from = 1; from <= count; from += batch) {
    await client.query(
      `insert into text_messages (channel, kind, to_number, body, state, attempts, next_attempt_at, last_attempt_at,
         sent_at, delivered_at, created_at)
       select 'sms', 'interview-booked', '+63918' || lpad((g % 200000)::text, 7, '0'), 'Delivered message ' || g,
         'delivered', 1, t, t, t, t + interval '5 seconds', t
       from generate_series($1::int, $2::int) g, lateral (select now() - interval '365 days' * random() t) at`,
      [from, Math.min(from + batch - 1, count)],
    );
  }
  await client.query(
    `insert into text_messages (channel, kind, to_number, body, state, next_attempt_at)
     select 'sms', 'bench', '+63919' || lpad(g::text, 7, '0'), 'Queued message ' || g, 'queued',
       now() - interval '10 minutes' * random()
     from generate_series(1, $1::int) g`,
    [queued],
  );
  await client.query('analyze text_messages');
  const { n, size } = (
    await client.query(
      `select count(*)::int n, pg_size_pretty(pg_total_relation_size('text_messages')) size from text_messages`,
    )
  ).rows[0];
  return { ms: Date.now() - started, stored: n, size };
}

const perSecond = (count, ms) => (ms > 0 ? (count * 1000) / ms : 0);

/** The SMS figures on a fresh PostgreSQL database `databaseName`; no rows when PostgreSQL is not there. */
export async function textMessageRows({ root, adminUrl, databaseName, port, dataDir }) {
  const { sent, delivered } = textMessageSizes();
  const databaseUrl = await freshDatabase(adminUrl, databaseName);
  if (!databaseUrl) return [];
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const upstream = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SCHEDULER: 'off', SEED: 'off' };
  const client = new pg.Client({ connectionString: databaseUrl });
  let kannel;
  let started;
  try {
    // A first start migrates the database; the messages are queued while no upstream runs, so the
    // second start's delivery (it looks for due messages once ready) finds all of them at once.
    const migrated = await startUpstream(root, { port, env, log: path.join(dataDir, 'migrate.log') });
    await stopProcess(migrated.child);
    if (migrated.failed) return [row('SMS: upstream', migrated.failed, '', '', '', false)];
    await client.connect();
    await queueMessages(client, sent);
    const getUrl = `${upstream}/api/text-messages/kannel/${callbackSecret}/inbound?from=%p&text=%a`;
    kannel = await startKannel(dataDir, port + 11, getUrl);
    const smsEnv = {
      SMS_GATEWAY_URL: kannel.sendsmsUrl,
      SMS_GATEWAY_USER: kannelSendsmsUser.user,
      SMS_GATEWAY_PASSWORD: kannelSendsmsUser.password,
      SMS_SENDER_ID: 'BayanihanGC',
      SMS_CALLBACK_SECRET: callbackSecret,
    };
    console.log(`[bench] SMS: ${sent.toLocaleString('en')} queued messages through Kannel to fakesmsc…`);
    const spawned = performance.now();
    started = await startUpstream(root, { port, env: { ...env, ...smsEnv }, log: path.join(dataDir, 'upstream.log') });
    if (started.failed) return [row('SMS: upstream', started.failed, '', '', '', false)];
    const { received } = kannel;
    await untilReceived(received, sent);
    const copies = [...received.texts.values()];
    const distinct = copies.length;
    const twice = copies.filter((n) => n > 1).length;
    const window = received.last - received.first;
    const rate = perSecond(distinct - 1, window);
    const states = Object.fromEntries(
      (await client.query(`select state, count(*)::int n from text_messages group by state`)).rows.map((r) => [
        r.state,
        r.n,
      ]),
    );
    const rows = [
      row(
        `SMS through Kannel to fakesmsc (${sent.toLocaleString('en')} queued)`,
        `${rate.toFixed(0)} messages/s`,
        `${perSecond(distinct, received.last - spawned).toFixed(0)}/s from the upstream's start`,
        '',
        `>= ${budget.perSecond}/s`,
        distinct === sent && rate >= budget.perSecond,
      ),
      row(
        '  received by fakesmsc',
        `${distinct} of ${sent}, ${twice} twice`,
        `stored: ${Object.entries(states)
          .map(([state, n]) => `${n} ${state}`)
          .join(', ')}`,
        '',
        'all, none twice',
        distinct === sent && twice === 0 && !states.queued,
      ),
    ];
    await stopProcess(started.child);
    await kannel.stop();
    kannel = undefined;

    console.log(`[bench] SMS: growing ${delivered.toLocaleString('en')} delivered messages…`);
    const grown = await growDelivered(client, delivered, queuedForClaims);
    rows.push(
      row(
        'text messages grown in SQL',
        `${grown.stored.toLocaleString('en')} stored (${queuedForClaims} queued), ${grown.size}, ${(grown.ms / 1000).toFixed(0)} s`,
        '',
        '',
        '',
        null,
      ),
    );
    const timed = await timeClaims(root, { databaseUrl, runs: claimRuns, log: (line) => console.log(line) });
    rows.push(
      row(
        `claim of due SMS (${timed.claimed} a batch, ${claimRuns} runs)`,
        `p99 ${timed.claim.p99.toFixed(2)} ms, p50 ${timed.claim.p50.toFixed(2)} ms`,
        `select 1: p99 ${timed.baseline.p99.toFixed(2)} ms`,
        `+${(timed.claim.p99 - timed.baseline.p99).toFixed(2)} ms`,
        `p99 <= ${budget.claimP99} ms`,
        timed.claimed > 0 && timed.claim.p99 <= budget.claimP99,
      ),
    );
    return rows;
  } finally {
    await stopProcess(started?.child);
    await kannel?.stop();
    await client.end().catch(() => undefined);
    await dropDatabase(adminUrl, databaseName);
  }
}

/** The SMS table of `npm run bench` (printed when PostgreSQL answers). */
export async function benchTextMessages(options) {
  const rows = await textMessageRows(options);
  const { sent, delivered } = textMessageSizes();
  const sizes = `${sent.toLocaleString('en')} sent, ${delivered.toLocaleString('en')} delivered`;
  if (rows.length > 0) printTable(`SMS through Kannel on PostgreSQL, ${sizes} (issue 44)`, rows);
}
