import { HttpError, OfflineError } from './serverErrors.ts';

export type RequestOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  bearer?: string;
  query?: Record<string, string | number>;
};

/** Plain JSON calls to the sync server; knows nothing of sessions. */
export type ServerHttp = {
  setOrigin(origin: string): void;
  origin(): string;
  /** The page's word on connectivity: when off line every call fails at once with OfflineError. */
  setOnline(online: boolean): void;
  isOnline(): boolean;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
};

export function createServerHttp(fetchImpl: typeof fetch): ServerHttp {
  let base = '';
  let online = true;
  return {
    setOrigin(origin) {
      base = origin.replace(/\/+$/, '');
    },
    origin: () => base,
    setOnline(value) {
      online = value;
    },
    isOnline: () => online,
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      if (!online) throw new OfflineError();
      if (!base) throw new Error('The worker was not started with a server origin.');
      const url = new URL(`${base}${path}`);
      for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, String(value));
      const headers: Record<string, string> = {};
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: options.method ?? 'GET',
          headers,
          ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        });
      } catch (error) {
        throw new OfflineError(error instanceof Error ? error.message : undefined);
      }
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      if (!response.ok) {
        const message =
          parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string'
            ? parsed.message
            : `The server answered ${response.status}.`;
        throw new HttpError(response.status, message);
      }
      return parsed as T;
    },
  };
}
