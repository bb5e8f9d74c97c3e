// check:live's command line, apart from what reads it (options.ts), so `--help` answers without loading
// the content engine and the local stack.

export const USAGE =
  'Usage: npm run check:live -- --site <https://your.site> [--supabase <https://ref.supabase.co>] [--key <publishable key>] [--env <SITE_ENV>] [--no-connect] [--voice-starts <n>] [--api-url <agents API>]';

/** check:live's flags, for cli-args.ts's parseCli (the command) and for optionsFrom. */
export const FLAGS = {
  site: { type: 'string' },
  supabase: { type: 'string' },
  key: { type: 'string' },
  env: { type: 'string' },
  'no-connect': { type: 'boolean' },
  'voice-starts': { type: 'string' },
  'api-url': { type: 'string' },
} as const;
