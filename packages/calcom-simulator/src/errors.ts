// Cal.com's refusals: a status, its exception name as `error.code`, and the envelope it answers with.

export class CalcomError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** Cal.com's error envelope (`{ status: 'error', timestamp, path, error: { code, message } }`). */
export function errorBody(error: CalcomError, path: string) {
  return {
    status: 'error',
    timestamp: new Date().toISOString(),
    path,
    error: { code: error.code, message: error.message },
  };
}
