// The request pipeline every function shares: origin check, preflight, method, size, JSON.
// Handlers only see a parsed body and return { status, body }; errors become safe JSON answers.
import { corsHeadersFor, preflightHeaders, type AllowedOrigins } from './cors.ts';
import { HttpError, jsonResponse, readJsonBody } from './http.ts';
import { describeError, type Logger } from './log.ts';

export interface JsonReply {
  status: number;
  body: unknown;
}

export interface JsonEndpointOptions {
  /** Which browser origins may call the function (ALLOWED_ORIGINS). */
  allowedOrigins: AllowedOrigins;
  /** Name used in log lines, e.g. 'send-demo-request'. */
  functionName: string;
  log: Logger;
}

const ALLOWED_METHODS = 'POST, OPTIONS';

export async function serveJsonPost(
  req: Request,
  options: JsonEndpointOptions,
  handle: (body: unknown) => Promise<JsonReply>,
): Promise<Response> {
  const origin = req.headers.get('origin');
  const cors = corsHeadersFor(origin, options.allowedOrigins);
  if (cors === null) {
    options.log.warn(
      `${options.functionName}: refused origin ${origin}. Add it to ALLOWED_ORIGINS if it is one of our sites.`,
    );
    return jsonResponse(403, { error: 'origin_not_allowed' });
  }

  if (req.method === 'OPTIONS') {
    return new Response(null, { status: 204, headers: { ...cors, ...preflightHeaders(ALLOWED_METHODS) } });
  }
  if (req.method !== 'POST') {
    return jsonResponse(405, { error: 'method_not_allowed' }, { ...cors, Allow: ALLOWED_METHODS });
  }

  try {
    const reply = await handle(await readJsonBody(req));
    return jsonResponse(reply.status, reply.body, cors);
  } catch (error) {
    if (error instanceof HttpError) return jsonResponse(error.status, error.body, { ...cors, ...error.headers });
    options.log.error(`${options.functionName}: unexpected failure: ${describeError(error)}`);
    return jsonResponse(500, { error: 'internal_error' }, cors);
  }
}
