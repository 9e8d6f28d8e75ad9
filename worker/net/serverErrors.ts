/** The server could not be reached (fetch threw, or the page told us we are off line): never a sign-out. */
export class OfflineError extends Error {
  constructor(message = 'The server cannot be reached.') {
    super(message);
    this.name = 'OfflineError';
  }
}

/** The server answered with an error status; message is the server's own wording when it gave one. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

export function isOffline(error: unknown): error is OfflineError {
  return error instanceof OfflineError;
}

export function httpStatus(error: unknown): number | null {
  return error instanceof HttpError ? error.status : null;
}
