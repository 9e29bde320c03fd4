import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One request whose target goes on the request line exactly as given: fetch would resolve it
 * against a URL, while the server must also cope with what no browser sends (an absolute-form
 * target, %-escapes in any place).
 */
export function rawRequest(
  baseUrl: string,
  method: 'GET' | 'POST',
  target: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method,
        path: target,
        headers: payload ? { ...headers, 'Content-Type': 'application/json' } : headers,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
