// A minimal HTTP client for the cluster test: one cookie jar (as one browser holds it for every instance on the
// same host), the site's own origin on unsafe requests, and JSON in and out.

export class HttpClient {
  /** @param {string} origin the public address the website expects in Origin (its PUBLIC_URL) */
  constructor(origin) {
    this.origin = origin;
    this.cookies = new Map();
    this.bearer = undefined;
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  remember(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** `json` is sent as the body; `body` and `headers` as given. Answers the Response (body unread). */
  async request(method, url, { json, body, headers = {} } = {}) {
    const all = { ...headers };
    if (this.cookies.size > 0) all.cookie = this.cookieHeader();
    if (this.bearer) all.authorization = `Bearer ${this.bearer}`;
    if (!['GET', 'HEAD'].includes(method)) all.origin ??= this.origin;
    if (json !== undefined) all['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers: all,
      body: json !== undefined ? JSON.stringify(json) : body,
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    this.remember(response);
    return response;
  }

  async json(method, url, options) {
    const response = await this.request(method, url, options);
    const text = await response.text();
    let data;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    return { status: response.status, headers: response.headers, data };
  }
}
