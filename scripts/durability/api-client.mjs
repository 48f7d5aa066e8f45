// A founder's browser stand-in for the durability proof: a cookie jar and the CSRF token the app handed out.

export class ApiClient {
  /** @param {string} baseUrl */
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.cookies = new Map();
    this.csrfToken = undefined;
  }

  /**
   * One request. Resolves with any HTTP answer; rejects only when none came (the server died
   * mid-request or was not listening), which is exactly an unacknowledged write.
   * @param {string} method
   * @param {string} urlPath
   * @param {{ json?: unknown, form?: FormData }} [body]
   */
  async request(method, urlPath, body = {}) {
    const headers = new Headers();
    if (method !== 'GET') headers.set('x-csrf-token', await this.token());
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    let payload = body.form;
    if (body.json !== undefined) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body.json);
    }
    const response = await fetch(this.baseUrl + urlPath, { method, headers, body: payload, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    let json;
    try {
      json = JSON.parse(bytes.toString('utf8'));
    } catch {
      json = undefined;
    }
    if (typeof json?.data?.csrf_token === 'string') this.csrfToken = json.data.csrf_token;
    return { status: response.status, json, bytes };
  }

  get(urlPath) {
    return this.request('GET', urlPath);
  }

  /** The `data` of a GET that must answer 200. */
  async read(urlPath) {
    const response = await this.get(urlPath);
    if (response.status !== 200) throw new Error(`GET ${urlPath} answered ${response.status}`);
    return response.json.data;
  }

  async token() {
    if (!this.csrfToken) await this.get('/api/auth/session');
    if (!this.csrfToken) throw new Error('GET /api/auth/session returned no csrf_token');
    return this.csrfToken;
  }
}

/** A multipart body as a browser's FormData sends it. */
export function multipart(fields, files = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, { data, fileName, type }] of Object.entries(files)) form.append(name, new Blob([data], { type }), fileName);
  return form;
}
