// Requests with a deadline, and a small pool so a check of thirty pages does not open thirty sockets.

export interface HttpContext {
  fetch: typeof fetch;
  /** Per-request deadline. */
  timeoutMs: number;
}

/** Fetches with the context's deadline; a network failure becomes an Error whose message says what failed. */
export async function request(context: HttpContext, url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await context.fetch(url, { ...init, signal: AbortSignal.timeout(context.timeoutMs) });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const reason = error instanceof Error ? `${error.message}${cause}` : String(error);
    throw new Error(`could not reach ${url} (${reason})`, { cause: error });
  }
}

/** The error's message with its cause's (undici's bare "fetch failed" says nothing without it). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { message?: unknown } }).cause?.message;
  return typeof cause === 'string' && !error.message.includes(cause) ? `${error.message}: ${cause}` : error.message;
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function inPool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
