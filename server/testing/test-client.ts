/**
 * A browser-like HTTP client for API tests: keeps cookies per path like a browser does
 * (enough for Tandem's two cookies) and sends the server's own Origin on writes.
 */
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

interface StoredCookie {
  value: string;
  path: string;
}

export class TestClient {
  readonly cookies = new Map<string, StoredCookie>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(requestPath: string): string {
    return [...this.cookies.entries()]
      .filter(([, cookie]) => requestPath.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  async request<T = any>(
    method: string,
    requestPath: string,
    options: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { origin: this.baseUrl, ...options.headers };
    const cookie = this.cookieHeader(requestPath);
    if (cookie) headers.cookie = cookie;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(this.baseUrl + requestPath, { method, headers, body, redirect: 'manual' });
    this.storeCookies(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get<T = any>(requestPath: string, headers?: Record<string, string>) {
    return this.request<T>('GET', requestPath, { headers });
  }

  post<T = any>(requestPath: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', requestPath, { json: json ?? {}, headers });
  }

  patch<T = any>(requestPath: string, json: unknown) {
    return this.request<T>('PATCH', requestPath, { json });
  }

  put<T = any>(requestPath: string, json: unknown) {
    return this.request<T>('PUT', requestPath, { json });
  }

  private storeCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator);
      const value = pair!.slice(separator + 1);
      const pathAttribute = attributes.find((attribute) => attribute.toLowerCase().startsWith('path='));
      const expired =
        value === '' || attributes.some((attribute) => /^max-age=0$/i.test(attribute) || /^expires=thu, 01 jan 1970/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: pathAttribute ? pathAttribute.slice(5) : '/' });
    }
  }
}

/** Reads the newest code sent to a number from the dev outbox. */
export async function latestCode(client: TestClient, phoneNumber: string): Promise<string> {
  const outbox = await new TestClient(client.baseUrl).get<{ body: string }[]>(`/api/dev/outbox?to=${encodeURIComponent(phoneNumber)}`);
  const match = outbox.body[0]?.body.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code in the outbox for ${phoneNumber}`);
  return match[1]!;
}

/** Signs a client in through the real code flow; answers the verify response body. */
export async function signIn(client: TestClient, phoneNumber: string) {
  const requested = await client.post('/api/auth/otp', { phoneNumber });
  if (requested.status !== 200) throw new Error(`otp request failed: ${requested.status} ${JSON.stringify(requested.body)}`);
  const code = await latestCode(client, phoneNumber);
  const verified = await client.post('/api/auth/otp/verify', { phoneNumber, code });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body as { user: { id: string; role: string }; isNewUser: boolean };
}
