/**
 * DEPLOY.md as steps, in the guide's order. Each step lists the guide's commands it stands for
 * (`guide`, quoted exactly as DEPLOY.md writes them; tests/unit/scripts/local-checks/rehearse/rehearse-guide.test.ts holds the
 * guide to them) and runs them against the local platform: npm commands as they are (environment
 * `rehearsal` for `production`), the Supabase CLI and the host's upload through their stand-ins.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  elevenLabsEnv,
  platformOf,
  REHEARSAL_ELEVENLABS_KEY,
  REHEARSAL_ENV,
  StepFailure,
  type RehearsalContext,
} from './context.ts';
import { LOCAL_CALCOM_API_KEY, LOCAL_SECRET_KEY, localCalcomApiUrl } from '../../local-stack/index.ts';
import { verifyJwtProblems } from './functions-config.ts';
import { importPhoneNumber, PHONE_IMPORT } from './phone-number.ts';
import { startPlatform } from './platform.ts';
import { editPrompt, rollBack } from './prompt-cycle.ts';
import { dropConfigBlock, dropFromTemplate, plantAgentBreaks } from './breaks.ts';
import { checkTemplate, crmEnv, envNames, generatedSecrets } from './secrets.ts';
import { bookInTheCall } from './booking-call.ts';
import { shell } from './shell.ts';
import { lastLines, run } from './workspace.ts';

export interface RehearsalStep {
  id: string;
  /** What the step does, as its line says. */
  title: string;
  /** DEPLOY.md's commands this step runs or stands in for, in the guide's words and order. */
  guide: string[];
  /** Runs the step; returns what it saw, or throws a StepFailure. */
  run(ctx: RehearsalContext): Promise<string>;
}

const DEPLOY_FILE = 'mkdir -p deploy && cp .env.example deploy/production.env';
const AGENTS_PLAN = 'npm run agents:push -- --env production --dry-run';
const AGENTS_PUSH = 'npm run agents:push -- --env production';
const BUILD = 'SITE_ENV=production npm run build -- --production';

export const STEPS: RehearsalStep[] = [
  {
    id: 'accounts',
    title: 'Supabase project and ElevenLabs workspace (the local platform)',
    guide: [],
    async run(ctx) {
      ctx.platform = await startPlatform(ctx.dir, ctx.platformDir);
      return ctx.platform.url;
    },
  },
  {
    id: 'deploy-file',
    title: 'deploy file of the environment, filled in',
    guide: [DEPLOY_FILE],
    async run(ctx) {
      await shell(ctx, DEPLOY_FILE);
      const path = join(ctx.dir, 'deploy', `${REHEARSAL_ENV}.env`);
      if (ctx.breaks.has('template-values')) return `${path} kept as the template (--break template-values)`;
      const { url } = platformOf(ctx);
      const values: Record<string, string> = {
        SITE_ORIGIN: url,
        VITE_SUPABASE_URL: url,
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_rehearsal0123456789',
      };
      const filled = readFileSync(path, 'utf8').replace(/^([A-Z_]+)=.*$/gm, (line, name: string) =>
        name in values ? `${name}=${values[name]}` : line,
      );
      writeFileSync(path, filled);
      return `deploy/${REHEARSAL_ENV}.env: SITE_ORIGIN and VITE_SUPABASE_URL ${url}`;
    },
  },
  {
    id: 'agents-plan',
    title: 'agents: dry run against the API',
    guide: [AGENTS_PLAN],
    async run(ctx) {
      const planted = plantAgentBreaks(ctx);
      const plan = summaryLine(await shell(ctx, AGENTS_PLAN, elevenLabsEnv(ctx)));
      return planted.length > 0 ? `${plan} (--break ${planted.join(', ')} planted in derive.ts)` : plan;
    },
  },
  {
    id: 'agents-push',
    title: 'agents: push',
    guide: [AGENTS_PUSH],
    run: async (ctx) => summaryLine(await shell(ctx, AGENTS_PUSH, elevenLabsEnv(ctx))),
  },
  {
    id: 'allow-list',
    title: "regenerate the functions' allow-list",
    guide: ['npm run generate'],
    async run(ctx) {
      if (ctx.breaks.has('no-redeploy'))
        return 'skipped (--break no-redeploy): the functions keep the allow-list of before the push';
      await shell(ctx, 'npm run generate');
      const ids = readFileSync(join(ctx.dir, 'supabase/functions/_shared/generated/voice-agent-ids.ts'), 'utf8');
      return `voice-agent-ids.ts lists ${(ids.match(/["']agent_/g) ?? []).length} agents`;
    },
  },
  { id: 'phone-number', title: 'Call me: import the phone number', guide: [PHONE_IMPORT], run: importPhoneNumber },
  {
    id: 'migrations',
    title: 'database migrations (db push)',
    guide: ['npx supabase login', 'npx supabase link --project-ref <project-ref>', 'npx supabase db push'],
    async run(ctx) {
      const result = await run(ctx.dir, process.execPath, [
        'scripts/local-checks/rehearse/db-push.ts',
        join(ctx.platformDir, 'data'),
      ]);
      if (result.code !== 0) throw new StepFailure('the migrations failed', lastLines(result.output));
      return lastLines(result.output, 1);
    },
  },
  {
    id: 'secrets',
    title: 'function secrets from supabase/functions/.env.example',
    guide: [
      'cp supabase/functions/.env.example supabase/functions/.env',
      'npx supabase secrets set --env-file supabase/functions/.env',
    ],
    async run(ctx) {
      if (ctx.breaks.has('missing-secret')) dropFromTemplate(ctx, 'ALTCHA_HMAC_KEY');
      const { names, problems } = checkTemplate(ctx.dir);
      if (problems.length > 0) throw new StepFailure(problems[0]!, problems.slice(1).join('\n    '));
      await shell(ctx, 'cp supabase/functions/.env.example supabase/functions/.env');
      const { url: site } = platformOf(ctx);
      const { phoneNumberId } = ctx;
      ctx.secrets = generatedSecrets(names, { site, elevenLabsKey: REHEARSAL_ELEVENLABS_KEY, phoneNumberId });
      const envFile = join(ctx.dir, 'supabase/functions/.env');
      writeFileSync(envFile, names.map((name) => `${name}=${ctx.secrets[name]}`).join('\n') + '\n');
      return `${envNames(readFileSync(envFile, 'utf8')).length} secrets set: ${names.join(', ')}`;
    },
  },
  {
    id: 'functions',
    title: 'deploy the functions',
    guide: ['npx supabase functions deploy'],
    async run(ctx) {
      if (ctx.breaks.has('config-block')) dropConfigBlock(ctx, 'captcha-challenge');
      const problems = verifyJwtProblems(ctx.dir);
      if (problems.length > 0) throw new StepFailure(problems[0]!, problems.slice(1).join('\n    '));
      await platformOf(ctx).deployFunctions(ctx.dir, ctx.secrets);
      return 'every function deployed with verify_jwt = false';
    },
  },
  {
    id: 'build',
    title: 'production build with the deploy file',
    guide: [BUILD],
    run: async (ctx) => lastLines(await shell(ctx, BUILD), 1),
  },
  {
    id: 'upload',
    title: 'upload dist/',
    guide: ['npx netlify-cli deploy --prod --dir dist', 'npx wrangler pages deploy dist --project-name <name>'],
    async run(ctx) {
      await platformOf(ctx).upload(join(ctx.dir, 'dist'));
      return `dist/ served at ${platformOf(ctx).url} with its _headers`;
    },
  },
  {
    id: 'check-live',
    title: 'check:live',
    guide: ['npm run check:live -- --env production'],
    // With the project's secret key, as DEPLOY.md's step 8: the client address of both Supabase paths; and the
    // Cal.com key (here the local calendar's address and key), as its booking step: the event type's free times.
    run: async (ctx) =>
      lastLines(
        await shell(ctx, 'npm run check:live -- --env production', {
          ...elevenLabsEnv(ctx),
          ...crmEnv(ctx.secrets),
          SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
          CALCOM_API_KEY: LOCAL_CALCOM_API_KEY,
          CALCOM_API_URL: localCalcomApiUrl(platformOf(ctx).url),
        }),
        1,
      ),
  },
  {
    id: 'booking-call',
    title: 'booking in the call: a call books a meeting on the deployed tools',
    guide: [],
    run: bookInTheCall,
  },
  {
    id: 'prompt-edit',
    title: 'a prompt edit, pushed',
    guide: [AGENTS_PUSH],
    run: (ctx) => editPrompt(ctx, () => shell(ctx, AGENTS_PUSH, elevenLabsEnv(ctx))),
  },
  {
    id: 'rollback',
    title: 'roll the agents back, read back from the API',
    guide: ['git checkout <tag> -- industries && npm run agents:push -- --env production'],
    run: (ctx) => rollBack(ctx, () => shell(ctx, AGENTS_PUSH, elevenLabsEnv(ctx))),
  },
];

/** agents:push's summary: its last line that counts agents. */
function summaryLine(output: string): string {
  return (
    output
      .split('\n')
      .reverse()
      .find((line) => /\d+ (created|to create)/.test(line))
      ?.trim() ?? lastLines(output, 1)
  );
}
