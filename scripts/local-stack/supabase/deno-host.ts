// Runs under Deno, not Node: every edge function's own entry file (supabase/functions/<name>/index.ts) in
// one process, the way the Supabase edge runtime hosts them, behind the local gateway (deno-runtime.ts
// starts it and forwards /functions/v1/<name> here). Each entry calls Deno.serve(handler) at load; the
// handler is captured per function instead of opening a port each, and one real Deno.serve routes to it.
// Arguments: the function names. Prints `listening <port>` once ready.

type Handler = (request: Request) => Response | Promise<Response>;
interface ListenOptions {
  hostname: string;
  port: number;
  onListen: (address: { port: number }) => void;
}
declare const Deno: {
  args: string[];
  serve: (...args: unknown[]) => unknown;
  exit: (code: number) => never;
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

for (const name of Deno.args) {
  loading = name;
  await import(new URL(`../../../supabase/functions/${name}/index.ts`, import.meta.url).href);
  if (!handlers.has(name)) throw new Error(`supabase/functions/${name}/index.ts never called Deno.serve`);
}

serve({ hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(`listening ${port}`) }, (request) => {
  const name = /\/functions\/v1\/([^/?]+)/.exec(new URL(request.url).pathname)?.[1] ?? '';
  const handler = handlers.get(name);
  if (!handler) {
    return Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 });
  }
  return handler(request);
});
