// The go-live blockers `npm run rehearse -- --break <name>` can plant, by name, with what each plants:
// the command's usage lists them before it loads anything else (breaks.ts plants them).
export const BREAKS: Record<string, string> = {
  'config-block': "remove captcha-challenge's block from supabase/config.toml (deployed with verify_jwt = true)",
  'no-redeploy': 'push the agents but deploy the functions without regenerating their allow-list',
  'missing-secret': 'leave ALTCHA_HMAC_KEY out of supabase/functions/.env.example',
  'template-values': 'keep the template values of .env.example in the deploy file',
  'inline-tools': "put the agents' client tools back inline in prompt.tools (refused since 2025-07-23)",
  'preset-model':
    'give the agents the voice model of their own language only, so a Spanish preset gets eleven_flash_v2',
};
