import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request to `origin`, the path sent exactly as written (a browser or `fetch` would normalise
 * it first), the whole answer kept as bytes.
 */
export function get(origin: string, urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${origin}/`, { path: urlPath, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
    request.end();
  });
}
