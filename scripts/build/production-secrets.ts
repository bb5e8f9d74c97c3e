// The function secrets a production build can see: supabase/functions/.env, which DEPLOY.md step 4 fills in
// and `supabase secrets set` uploads before step 6 builds. The build cannot read the project's secrets, so
// it judges this file when it is there (a CI job that sets secrets elsewhere has none) and refuses a
// captcha key that is the local stack's or too short (supabase/functions/_shared/captcha/hmac-key.ts says why).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { hmacKeyProblem } from '../../supabase/functions/_shared/captcha/hmac-key.ts';

export const FUNCTION_SECRETS_FILE = 'supabase/functions/.env';

/** The names and values of supabase/functions/.env; null when there is no such file. */
export function readFunctionSecrets(root: string): Record<string, string> | null {
  const path = join(root, FUNCTION_SECRETS_FILE);
  if (!existsSync(path)) return null;
  return Object.fromEntries(
    Object.entries(parseEnv(readFileSync(path, 'utf8'))).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  );
}

/** One line per secret in the file that a deployed project must not use; a missing key is not judged here. */
export function functionSecretProblems(secrets: Record<string, string> | null | undefined): string[] {
  const key = secrets?.ALTCHA_HMAC_KEY?.trim();
  if (!key) return [];
  const problem = hmacKeyProblem(key);
  return problem ? [`${FUNCTION_SECRETS_FILE}: ${problem}`] : [];
}
