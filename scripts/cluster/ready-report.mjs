// What `npm run cluster` prints once the topology answers: its addresses, and the demo accounts as `npm start` shows them.

/** The seed's lines naming the demo accounts, their passwords and the staff one's authenticator app: printed once, by the upstream that seeded. */
const demoAccountLine = /demo (staff|employer) account: |demo staff authenticator app: /;

/** The lines telling a newcomer where the cluster is and how to sign in; `seconds` it took to start. */
export function readyReport(cluster, seconds) {
  const accounts = cluster.upstreams
    .flatMap((instance) => instance.lines)
    .filter((line) => demoAccountLine.test(line))
    .map((line) => `  ${line.replace(/^\[upstream\] /, '')}`);
  return [
    `ready in ${seconds} s: ${cluster.url} (haproxy in front of two websites)`,
    ...cluster.websites.map((instance) => `  website ${instance.name}: ${instance.url}`),
    `  upstreams through haproxy: ${cluster.apiUrl}/api`,
    ...cluster.upstreams.map((instance) => `  upstream ${instance.name}: ${instance.url}/api`),
    ...(accounts.length > 0
      ? accounts
      : ['  demo accounts: seeded on an earlier start, when their passwords were printed (DEMO_ADMIN_PASSWORD)']),
    `logs in ${cluster.dir}; Ctrl-C stops everything`,
  ];
}
