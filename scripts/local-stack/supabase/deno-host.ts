// Runs under Deno, not Node: every edge function's own entry file (supabase/functions/<name>/index.ts) in
// one process, the way the Supabase edge runtime hosts them, behind the local gateway (deno-runtime.ts
// starts it and forwards /functions/v1/<name> here). Each entry calls Deno.serve(handler) at load; the
// handler is captured per function instead of opening a port each, and one real Deno.serve routes to it.
// Arguments: the function names. Prints `listening <port>` once ready.
//
// Two things no hosted project has, for the local stack only:
//   LOCAL_EXTRA_AGENT_IDS  agents the deployment allows besides the generated voice-agent-ids.ts, as a
//                          deployment generated from other content would (a test's content copy);
//   POST /__local/clock    moves the functions' clock ({"offsetMs": n}), so npm run abuse can test
//                          captcha expiry. Only the gateway reaches this port, and it forwards nothing
//                          but /functions/v1/<name>.
import { VOICE_AGENT_IDS } from '../../../supabase/functions/_shared/generated/voice-agent-ids.ts';

type Handler = (request: Request) => Response | Promise<Response>;
interface ListenOptions {
  hostname: string;
  port: number;
  onListen: (address: { port: number }) => void;
}
declare const Deno: {
  args: string[];
  env: { get(name: string): string | undefined };
  serve: (...args: unknown[]) => unknown;
};

const serve = Deno.serve.bind(Deno) as (options: ListenOptions, handler: Handler) => unknown;
const handlers = new Map<string, Handler>();
let loading = '';

Deno.serve = (...args: unknown[]) => {
  const handler =
    args.find((arg): arg is Handler => typeof arg === 'function') ?? (args[0] as { handler?: Handler })?.handler;
  if (!handler) throw new Error(`${loading}: Deno.serve was called without a handler`);
  handlers.set(loading, handler);
  return { finished: new Promise(() => {}), shutdown: async () => {}, ref() {}, unref() {} };
};

// The generated set is a plain Set at run time; the functions read this very module instance.
for (const id of (Deno.env.get('LOCAL_EXTRA_AGENT_IDS') ?? '').split(',').filter(Boolean)) {
  (VOICE_AGENT_IDS as Set<string>).add(id);
}

let clockOffsetMs = 0;
const realNow = Date.now.bind(Date);
Date.now = () => realNow() + clockOffsetMs;

for (const name of Deno.args) {
  loading = name;
  await import(new URL(`../../../supabase/functions/${name}/index.ts`, import.meta.url).href);
  if (!handlers.has(name)) throw new Error(`supabase/functions/${name}/index.ts never called Deno.serve`);
}

serve({ hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(`listening ${port}`) }, async (request) => {
  const { pathname } = new URL(request.url);
  if (pathname === '/__local/clock' && request.method === 'POST') {
    clockOffsetMs = Number(((await request.json()) as { offsetMs?: unknown }).offsetMs) || 0;
    return new Response(null, { status: 204 });
  }
  const handler = handlers.get(/^\/functions\/v1\/([^/?]+)/.exec(pathname)?.[1] ?? '');
  if (!handler) {
    return Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 });
  }
  return handler(request);
});
