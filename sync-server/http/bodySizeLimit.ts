import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Answers 413 with a JSON message when a request body is larger than `maxBytes`, before anything parses it:
 * at once from Content-Length, or, for a chunked body, as soon as the bytes read pass the limit. The answer ends
 * the connection, so the rest of the body is never read.
 */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler {
  const megabytes = maxBytes / (1024 * 1024);
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json({ message: `The request body is too large: at most ${megabytes} MB is accepted here.` }, 413, { Connection: 'close' }),
  });
}
