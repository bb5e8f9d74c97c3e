// The live project `npm run leads -- --production` reads: its URL and a service key, read as the functions
// read it (supabase/functions/_shared/database/service-key.ts), so a project without legacy keys works too.
import { SERVICE_KEY_NAMES, serviceKeyFromEnv } from '../../../supabase/functions/_shared/database/service-key.ts';

type EnvReader = (name: string) => string | undefined;

export const PRODUCTION_ENV_HINT = `SUPABASE_URL and SUPABASE_SECRET_KEY (or the legacy SUPABASE_SERVICE_ROLE_KEY)`;

/** { url, key } of the live project, or the line that says what to set. */
export function productionCredentials(env: EnvReader): { url: string; key: string } | string {
  const url = env('SUPABASE_URL')?.trim();
  const key = serviceKeyFromEnv(env);
  if (url && key) return { url, key };
  const missing = [...(url ? [] : ['SUPABASE_URL']), ...(key ? [] : [SERVICE_KEY_NAMES])].join(' and ');
  return `Set ${missing} to read production (the secret key: Project Settings, API Keys).`;
}
