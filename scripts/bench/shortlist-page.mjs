// Issue 27: the employer portal's shortlist page with 30 candidates, rendered for a signed-in contact:
// its first-load JS against the floor (a blank Next app) and its HTML, gzip. The data is made through
// the upstream's API as staff and candidates would: a client, a contact who signs up from the
// invitation, 30 candidates each applying with a resume and a recorded video, a shortlist sent.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { recorderLikeVideo } from '../../e2e/support/sample-video.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { fetchRaw, gzipHeaders } from './load.mjs';
import { kb, row } from './report.mjs';
import { staffToken } from './staff-sign-in.mjs';

const candidates = 30;
const password = 'BenchPortal2026!';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const daysFromNow = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const firstNames = ['Maria', 'Jose', 'Ana', 'Mark', 'Rosa', 'John', 'Liza', 'Paolo', 'Grace', 'Ramon'];
const lastNames = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Torres', 'Villanueva'];
const notes = [
  'Six years at a five-star front desk in Makati; Opera PMS; calm with late arrivals and VIP check-ins.',
  'Led a team of eight room attendants at a Boracay resort; spotless audit record; ready to travel in May.',
  'Barista and waiter at an international chain; latte art; fluent English; knows Arabic greetings.',
];

/** One call of the upstream's API, JSON or multipart; throws with the answer's text unless 2xx. */
async function call(url, { method = 'GET', token, json, form } = {}) {
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}) };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method, headers, body: json !== undefined ? JSON.stringify(json) : form });
  const text = await res.text();
  if (!res.ok) throw new Error(`bench: ${method} ${url} answered ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : {};
}

/** The first link under `prefix` in the newest mail to `to` in the outbox (no SMTP in the bench). */
async function linkFromOutbox(outbox, to, pattern) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [])).sort().reverse();
    for (const file of files) {
      const raw = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (!raw.includes(`To: ${to}`)) continue;
      const match = raw.match(pattern);
      if (match) return match[1];
    }
    await sleep(300);
  }
  throw new Error(`bench: no mail to ${to} in ${outbox}`);
}

/** Runs `work(i)` for i < count, `parallel` at a time. */
async function inParallel(count, parallel, work) {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** A verified candidate who applies generally (consent: prospective employers) with a resume and a video. */
async function candidateApplication(api, outbox, n, lookups, video) {
  const name = `${firstNames[n % firstNames.length]} ${lastNames[n % lastNames.length]}`;
  const email = `bench-portal-${Date.now()}-${n}@example.com`;
  await call(`${api}/auth/register`, {
    method: 'POST',
    json: { userType: 'User', name, email, phone: '09171234567', password, consent: true },
  });
  const token = await linkFromOutbox(outbox, email, /\/verify-email\/([A-Za-z0-9_-]+)/);
  await call(`${api}/auth/verify-email/${encodeURIComponent(email)}/${token}`, { method: 'PUT' });
  const { token: bearer } = await call(`${api}/auth/login`, { method: 'POST', json: { email, password } });
  const upload = async (route, field, file) => {
    const form = new FormData();
    form.append(field, new Blob([file.buffer], { type: file.mimeType }), file.name);
    return (await call(`${api}/upload/${route}`, { method: 'POST', token: bearer, form })).data.path;
  };
  const resume = await upload('resume-image', 'image', {
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  const videoPath = await upload('resume-video', 'video', video);
  const { data } = await call(`${api}/apply-job`, {
    method: 'POST',
    token: bearer,
    json: {
      name,
      email,
      phone: '09171234567',
      appliedFor: lookups.positions[n % lookups.positions.length]._id,
      englishProficiency: 'fluent',
      experienceInYears: 2 + (n % 9),
      previousJobTitle: 'Front Desk Agent',
      education: 'bachelor',
      passportNumber: `P${String(1_000_000 + n)}A`,
      passportExpiry: daysFromNow(900),
      availableToStart: daysFromNow(30 + n),
      preferredLocation: lookups.locations[n % lookups.locations.length]._id,
      notes: '',
      consent: true,
      resume,
      video: videoPath,
    },
  });
  return data._id;
}

/**
 * Makes the client, its signed-in contact and a sent shortlist of 30; answers the page's path and the
 * contact's session cookie for the website.
 */
async function shortlistOf30({ web, upstream, staff, dataDir }) {
  const api = `${upstream}/api`;
  const outbox = path.join(dataDir, 'outbox');
  const token = await staffToken(upstream, staff);
  const lookups = {
    positions: (await call(`${api}/position`)).data,
    locations: (await call(`${api}/preffered-location`)).data,
  };
  const client = (await call(`${api}/admin/clients`, { method: 'POST', token, json: { name: 'Bench Hotels Group' } }))
    .data;
  const contactEmail = `bench-portal-contact-${Date.now()}@example.com`;
  await call(`${api}/admin/clients/${client._id}/invites`, { method: 'POST', token, json: { email: contactEmail } });
  const invite = await linkFromOutbox(outbox, contactEmail, /\/employer\/invite\/([A-Za-z0-9_-]+)/);
  await call(`${api}/employer/invites/${invite}/sign-up`, {
    method: 'POST',
    json: { name: 'Bench Contact', phone: '0501234567', password, consent: true },
  });

  const video = recorderLikeVideo(3);
  const applications = [];
  const started = Date.now();
  await inParallel(candidates, 3, async (n) => {
    applications[n] = await candidateApplication(api, outbox, n, lookups, video);
  });
  console.log(`[bench] portal: ${candidates} applications in ${Math.round((Date.now() - started) / 1000)} s`);

  const shortlist = (
    await call(`${api}/admin/shortlists`, {
      method: 'POST',
      token,
      json: { clientId: client._id, title: 'Front office and housekeeping, 30 candidates' },
    })
  ).data;
  for (const [n, applicationId] of applications.entries()) {
    await call(`${api}/admin/shortlists/${shortlist._id}/candidates`, {
      method: 'POST',
      token,
      json: { applicationId, note: notes[n % notes.length] },
    });
  }
  await call(`${api}/admin/shortlists/${shortlist._id}/send`, { method: 'POST', token });

  // The contact's session on the website, as the browser would hold it.
  const login = await fetch(`${web}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: web },
    body: JSON.stringify({ email: contactEmail, password }),
  });
  if (!login.ok) throw new Error(`bench: the contact's login answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { page: `/employer/shortlists/${shortlist._id}`, cookie };
}

/** The rows: first-load JS against the floor, and the HTML's gzip size, of the 30-candidate shortlist. */
export async function shortlistPageRows(options) {
  const { web, floor } = options;
  const { page, cookie } = await shortlistOf30(options);
  const answer = await fetchRaw(`${web}${page}`, { ...gzipHeaders, cookie });
  const gzipped = answer.headers['content-encoding'] === 'gzip';
  const html = gzipped ? answer.body : gzipSync(answer.body);
  const cards = (
    (gzipped ? gunzipSync(answer.body) : answer.body).toString('utf8').match(/data-testid="candidate-card"/g) ?? []
  ).length;
  if (answer.status !== 200 || cards !== candidates)
    throw new Error(`bench: the shortlist page answered ${answer.status} with ${cards} cards`);
  const js = await firstLoadJs(web, page, { cookie });
  const over = js - floor.bytes;
  return [
    row(
      `first-load JS /employer/shortlists/<id> (${candidates} candidates)`,
      `${kb(js)} gzip (floor +${kb(over)})`,
      `${kb(floor.bytes)} (blank Next ${floor.version})`,
      '',
      '<= floor + 40 KB',
      over <= 40 * 1024,
    ),
    row(
      `/employer/shortlists/<id> HTML, gzip (${candidates} candidates)`,
      kb(html.length),
      '',
      '',
      '<= 60 KB',
      html.length <= 60 * 1024,
    ),
  ];
}
