// npm run new:industry -- <slug> "<Display name>"
// Writes industries/<slug>.yaml from scripts/content-engine/templates/industry.yaml: valid at once, with routes, menu
// positions and a storage key no other file uses, and [[REPLACE: …]] wherever copy must be written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCallMeConfig } from './generate/call-me-config.ts';
import { writeVoiceAgentIds } from './generate/voice-agent-ids.ts';
import { writeVoiceLeadsConfig } from './generate/voice-leads-config.ts';
import { AgentSchema } from '../../schemas/agent.ts';
import { checkSources, listContentFiles, loadContent } from './load.ts';
import { takenIn } from './new-industry-taken.ts';
import { isPlaceholder } from './placeholders.ts';
import { formatProblems, type Problem } from './problem.ts';
import { parseCli } from '../cli-args.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TEMPLATE = join(ROOT, 'scripts/content-engine/templates/industry.yaml');
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface NewIndustry {
  /** Absolute path of the file written. */
  path: string;
  text: string;
}

/** Thrown for anything the author must fix in the command line; printed without a stack trace. */
export class NewIndustryError extends Error {}

/** Builds the file text for a new industry; throws NewIndustryError when the slug or paths are taken. */
export function newIndustryText(contentDir: string, slug: string, name: string): NewIndustry {
  if (!SLUG.test(slug)) {
    throw new NewIndustryError(
      `"${slug}" is not a usable slug: use lower-case words joined by hyphens, e.g. veterinary or pet-care. It becomes the file name and the page address.`,
    );
  }
  if (!name.trim())
    throw new NewIndustryError('Give the display name too, e.g. npm run new:industry -- veterinary "Veterinary"');
  const taken = takenIn(contentDir);
  const path = join(contentDir, `${slug}.yaml`);
  const owner = taken.slugs.get(slug);
  if (existsSync(path) || owner) {
    throw new NewIndustryError(
      `The slug "${slug}" is already used by ${owner ?? relative(process.cwd(), path)}. Pick another slug, or edit that file instead.`,
    );
  }
  const landingPath = `/${slug}`;
  const demoPath = `/${slug}-demo`;
  for (const wanted of [landingPath, demoPath]) {
    const user = taken.paths.get(wanted);
    if (user) throw new NewIndustryError(`The path ${wanted} is already used by ${user}. Pick another slug.`);
  }
  const trimmed = name.trim();
  const replacements: Record<string, string> = {
    __SCHEMA__: relative(contentDir, join(ROOT, 'schemas/generated/industry.schema.json')).split('\\').join('/'),
    __SLUG__: slug,
    __NAME__: trimmed,
    __PATH__: landingPath,
    __DEMO_PATH__: demoPath,
    __INDUSTRY_ORDER__: String(Math.max(0, ...taken.industryOrders) + 1),
    __DEMO_ORDER__: String(Math.max(0, ...taken.demoOrders) + 1),
    __STORAGE_KEY__: storageKey(slug, taken.storageKeys),
    __TITLE__: title(trimmed, taken.brand),
    __BRAND__: taken.brand,
    __AGENT_NAME__: `${taken.brand} demo: ${trimmed} receptionist`,
    ...agentDefaults(),
  };
  const text = readFileSync(TEMPLATE, 'utf8').replace(/__[A-Z_]+__/g, (token) => {
    const value = replacements[token];
    if (value === undefined) throw new Error(`Template token ${token} has no value`);
    return yamlSafe(value);
  });
  return { path, text };
}

/** The schema's own defaults for the agent's language, voice, call length and limits, written out. */
function agentDefaults(): Record<string, string> {
  const agent = AgentSchema.parse({ name: 'x', firstMessage: 'x', prompt: 'x'.repeat(200) });
  return {
    __LANGUAGE__: agent.language,
    __VOICE_ID__: agent.voiceId,
    __MAX_DURATION__: String(agent.maxDurationSeconds),
    __MAX_CONCURRENT__: String(agent.maxConcurrentCalls),
    __MAX_PER_DAY__: String(agent.maxCallsPerDay),
  };
}

/** The page title: the longest wording that fits the 70 characters search results show. */
function title(name: string, brand: string): string {
  const options = [
    `AI Voice Agents for ${name} | ${brand}`,
    `${name} AI Voice Agents | ${brand}`,
    `${name} | ${brand}`,
    name,
  ];
  return options.find((option) => option.length <= 70) ?? name.slice(0, 70);
}

/** `petCareDemoUser`, with a number added if another demo already keeps its details there. */
function storageKey(slug: string, taken: Set<string>): string {
  const base = `${slug.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()).replace(/^[0-9]+/, '')}DemoUser`;
  const start = /^[A-Za-z]/.test(base) ? base : `industry${base}`;
  let key = start;
  for (let suffix = 2; taken.has(key); suffix += 1) key = `${start}${suffix}`;
  return key;
}

/** Quotes a value that YAML would otherwise read as something else (a name with a colon, say). */
function yamlSafe(value: string): string {
  return /^[\w /|&.,()'-]+$/.test(value) && !/^[-?:,[\]{}#&*!|>'"%@`]/.test(value) ? value : JSON.stringify(value);
}

const USAGE =
  'Usage: npm run new:industry -- <slug> "<Display name>"\nExample: npm run new:industry -- veterinary "Veterinary"';

function main(argv: string[]): number {
  const [slug, name] = parseCli(USAGE, {}, { argv, positionals: true }).positionals;
  if (!slug || name === undefined) {
    console.error(USAGE);
    return 1;
  }
  const contentDir = resolve(process.env.CONTENT_DIR ?? join(ROOT, 'industries'));
  let created: NewIndustry;
  try {
    created = newIndustryText(contentDir, slug, name);
  } catch (error) {
    if (!(error instanceof NewIndustryError)) throw error;
    console.error(error.message);
    return 1;
  }
  // Check the new file with everything else before writing it, so a broken file is never left behind.
  const file = relative(process.cwd(), created.path).split('\\').join('/');
  const { problems: before } = loadContent({ root: process.cwd(), contentDir });
  const others = listContentFiles(contentDir).map((entry) => ({
    file: relative(process.cwd(), entry.path).split('\\').join('/'),
    kind: entry.kind,
    source: readFileSync(entry.path, 'utf8'),
  }));
  const { problems, warnings } = checkSources(
    [...others, { file, kind: 'industry', source: created.text }],
    relative(process.cwd(), join(contentDir, 'site.yaml')),
  );
  const ours = problems.filter((problem) => problem.file === file);
  if (ours.length > 0) {
    console.error(`Could not write ${file}: the template does not fit this content.\n${formatProblems(ours)}`);
    return 1;
  }
  writeFileSync(created.path, created.text);
  // The functions' generated copies of the flows (agent allow-list, who hears of a session), as
  // `npm run generate` writes them, so the new flow's agent is signed once the functions are deployed.
  // Only for the project's own content: a CONTENT_DIR elsewhere (a test's copy) is not what they ship.
  if (contentDir === resolve(ROOT, 'industries') && resolve(process.cwd()) === ROOT) {
    console.log(`Updated ${writeVoiceAgentIds()}, ${writeVoiceLeadsConfig()} and ${writeCallMeConfig()}.`);
  }
  console.log(
    nextSteps(
      file,
      slug,
      warnings.filter((warning) => warning.file === file && isPlaceholder(warning)),
    ),
  );
  if (before.length > 0)
    console.warn(`\nOther files already had problems (not caused by the new file):\n${formatProblems(before)}`);
  return 0;
}

/** What the author does next, with every placeholder to replace by line and key. */
function nextSteps(file: string, slug: string, todo: Problem[]): string {
  const marker = /\[\[REPLACE: ?([^\]]*)\]\]/;
  const list = todo.map(
    (item) => `     ${file}:${item.line}:${item.column} ${item.path}: ${marker.exec(item.message)?.[1]}`,
  );
  return [
    `Created ${file}: pages /${slug} and /${slug}-demo, in both menus and the sitemap, with its voice agent.`,
    '',
    'Next:',
    `  1. npm run dev, then open http://127.0.0.1:5173/${slug} (the page updates each time you save).`,
    `  2. Write the ${todo.length} placeholders ([[REPLACE: …]]; npm run validate lists the ones left):`,
    ...list,
    '  3. npm run agents:push creates the voice agent from the agent: block (npm start answers with it locally).',
    '  4. Add, remove or reorder sections: AUTHORING.md shows every section type.',
    'The draft builds and previews as it is; npm run build -- --production refuses it until every placeholder is written.',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exit(main(process.argv.slice(2)));
