import type { IncomingMessage } from 'node:http';

/**
 * A Node request's body, for the mock's two Node servers (the Vite middleware and `npm run backend`):
 * parsed JSON; the raw text when it is not JSON (the form-encoded OAuth2 token request); undefined when empty.
 */
export function readNodeBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(chunks.length ? (JSON.parse(text) as unknown) : undefined);
      } catch {
        resolve(text);
      }
    });
    req.on('error', () => resolve(undefined));
  });
}
