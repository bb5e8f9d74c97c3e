/**
 * DEPLOY.md step 2.4, "Call me: a phone number": the guide's curl imports a Twilio number into the workspace,
 * assigned to the general demo's agent; its id then goes into the deploy file (check:live reads it) and the
 * function secrets (the secrets step fills ELEVENLABS_PHONE_NUMBER_ID with it). The rehearsal runs the guide's
 * command itself against the local ElevenLabs, with the placeholders filled in: the local workspace checks the
 * body with the SDK's own model, as the service would, and takes any well-formed Twilio SID.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAgentIds } from '../../content-engine/agent-ids.ts';
import { elevenLabsEnv, platformOf, REHEARSAL_ENV, StepFailure, type RehearsalContext } from './context.ts';
import { shell } from './shell.ts';

/** The guide's command, as its ```bash block writes it (lines joined as the guide's test folds them). */
export const PHONE_IMPORT = [
  'curl -sS --fail-with-body -X POST https://api.elevenlabs.io/v1/convai/phone-numbers \\',
  '  -H "xi-api-key: $ELEVENLABS_API_KEY" -H "Content-Type: application/json" \\',
  `  -d '{"provider": "twilio", "phone_number": "<+61…: the number, in E.164>", "label": "Website Call me", "sid": "<AC…: Twilio Account SID>", "token": "<Twilio Auth Token>", "agent_id": "<agent_…: general in industries/agents/production.yaml>"}'`,
]
  .join('\n')
  .replace(/\\\n\s*/g, ' ');

/** A number in the Australian range set aside for drama (02 5550 xxxx), and a Twilio-shaped SID. */
const REHEARSAL_NUMBER = '+61255501234';
const REHEARSAL_SID = `AC${'0'.repeat(31)}1`;

export async function importPhoneNumber(ctx: RehearsalContext): Promise<string> {
  const { url } = platformOf(ctx);
  const general = readAgentIds(ctx.dir, REHEARSAL_ENV).entries.get('general');
  if (!general)
    throw new StepFailure(`industries/agents/${REHEARSAL_ENV}.yaml has no general agent: push the agents first`);
  const command = PHONE_IMPORT.replace('https://api.elevenlabs.io', `${url}/__sim/elevenlabs`)
    .replace('<+61…: the number, in E.164>', REHEARSAL_NUMBER)
    .replace('<AC…: Twilio Account SID>', REHEARSAL_SID)
    .replace('<Twilio Auth Token>', 'rehearsal-token')
    .replace('<agent_…: general in industries/agents/production.yaml>', general.id);
  const output = await shell(ctx, command, elevenLabsEnv(ctx));
  let id: unknown;
  try {
    id = (JSON.parse(output.trim().split('\n').at(-1) ?? '') as { phone_number_id?: unknown }).phone_number_id;
  } catch {
    id = undefined;
  }
  if (typeof id !== 'string') throw new StepFailure(`the import answered no phone_number_id: ${output.trim()}`);
  ctx.phoneNumberId = id;
  const deployFile = join(ctx.dir, 'deploy', `${REHEARSAL_ENV}.env`);
  const separator = readFileSync(deployFile, 'utf8').endsWith('\n') ? '' : '\n';
  appendFileSync(deployFile, `${separator}ELEVENLABS_PHONE_NUMBER_ID=${id}\n`);
  return `${id} (${REHEARSAL_NUMBER}, twilio), assigned to ${general.id}; in deploy/${REHEARSAL_ENV}.env`;
}
