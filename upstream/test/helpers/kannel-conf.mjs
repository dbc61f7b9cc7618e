// Plain JavaScript: the upstream's Kannel tests (test/helpers/kannel.ts) and `npm run bench`'s SMS figures
// (scripts/bench/text-messages.mjs, run by node without a TypeScript loader) start the same Kannel.

/** Where Debian's kannel and kannel-extras put the programs (fakesmsc is not on PATH). */
export const kannelPrograms = {
  bearerbox: '/usr/sbin/bearerbox',
  smsbox: '/usr/sbin/smsbox',
  fakesmsc: '/usr/lib/kannel/test/fakesmsc',
};

/**
 * bearerbox, smsbox (sendsms user `product`, and an sms-service calling `getUrl`) and a fake SMSC for fakesmsc,
 * logging into `dir`. `getUrl` takes Kannel's escapes (%p the sender, %a the text). `logLevel` 0 is debug.
 */
export function kannelConf(dir, ports, getUrl, { logLevel = 0 } = {}) {
  return `group = core
admin-port = ${ports.admin}
admin-password = admin
smsbox-port = ${ports.box}
admin-interface = 127.0.0.1
box-allow-ip = 127.0.0.1
dlr-storage = internal
log-file = "${dir}/bearerbox.log"
log-level = ${logLevel}

group = smsc
smsc = fake
smsc-id = fake
port = ${ports.smsc}
connect-allow-ip = 127.0.0.1

group = smsbox
bearerbox-host = 127.0.0.1
bearerbox-port = ${ports.box}
sendsms-port = ${ports.sendsms}
sendsms-interface = 127.0.0.1
log-file = "${dir}/smsbox.log"
log-level = ${logLevel}

group = sendsms-user
username = ${kannelSendsmsUser.user}
password = ${kannelSendsmsUser.password}

group = sms-service
keyword = default
get-url = "${getUrl}"
omit-empty = true
max-messages = 1
`;
}

/** The sendsms user of kannelConf: what SMS_GATEWAY_USER and SMS_GATEWAY_PASSWORD name. */
export const kannelSendsmsUser = { user: 'product', password: 'sendsms-password' };

/** fakesmsc's arguments to connect to the fake SMSC on `port`; sends `inject` once when given, else nothing. */
export function fakesmscArgs(port, inject) {
  const args = ['-H', '127.0.0.1', '-r', String(port), '-i', '0', '-m', inject ? '1' : '0'];
  return [...args, inject ?? 'unused unused text unused'];
}

const receivedLine = /Got message \d+: <(\S+) (\S+) (\w+) (.*)>\s*$/;

/** A line of fakesmsc's output telling a message it got from Kannel (what a phone would have received), or undefined. */
export function receivedSmsOf(line) {
  const match = receivedLine.exec(line);
  if (!match) return undefined;
  const [, from = '', to = '', type, body = ''] = match;
  return { from, to, text: type === 'text' ? body : decodeURIComponent(body) };
}
