// The promise to marketers, checked end to end in a throwaway copy of the project: one new YAML file
// from `npm run new:industry`, and no code change. Twice:
// - the draft exactly as the scaffold writes it (a marketer commits it to share it for review):
//   `npm run validate` warns about each placeholder, the build and the SPEC conformance tests pass, and
//   only a production build refuses it, with one line for the file;
// - filled in: no warning, the pages carry the copy, and the production build's content check passes.
// The build and the SPEC conformance tests run once, on the filled-in industry beside a second draft.
// The rest of the unit suite cannot see the new file at all (tests/unit/real-content-guard.test.ts).
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFileFor } from '../../../scripts/build/prerender.ts';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';

const ROOT = process.cwd();
/** The industry from the issue that found the problem: a marketer adding a dental practice page. */
const SLUG = 'dental';
const NAME = 'Dental Clinics';
/** A second new industry, left as the scaffold writes it. */
const DRAFT_SLUG = 'veterinary';
const DRAFT_NAME = 'Veterinary Clinics';
/** Build output, caches and local data: not part of the project a marketer edits. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', '.ssr', '.data', 'test-results', 'playwright-report']);
/** Caches the copy keeps for itself, so it never writes into the real project's. */
const OWN_CACHES = new Set(['.cache', '.vite', '.vite-temp']);
/** The tests that read the real content, this one excepted: they must pass with the new file too. */
const SPEC_CONFORMANCE = readdirSync(join(ROOT, 'tests/unit/spec-conformance'))
  .filter((name) => /\.test\.tsx?$/.test(name) && !name.startsWith('eleventh-industry'))
  .map((name) => `tests/unit/spec-conformance/${name}`);

/** The copy a marketer would write, by YAML path; anything the template adds later gets `fallbackCopy`. */
const COPY: Record<string, string> = {
  'landing.description':
    'An AI receptionist for dental practices that answers every call, books check-ups and puts dental emergencies through to the dentist on call.',
  'landing.sections.0.title': 'Every Patient Call Answered, Even Mid-Procedure',
  'landing.sections.0.subtitle':
    'Harbourline voice agents answer your practice’s phones, book check-ups and cleans, and triage toothaches so your team can stay chairside.',
  'landing.sections.0.highlights.1': 'Books appointments straight into your practice software',
  'landing.sections.1.title': 'The Phone Rings While Your Hands Are Busy',
  'landing.sections.1.items.0.title': 'Missed Calls During Treatment',
  'landing.sections.1.items.0.text': 'While the team is chairside, calls ring out and new patients book elsewhere.',
  'landing.sections.1.items.1.title': 'After-Hours Toothaches',
  'landing.sections.1.items.1.text':
    'Patients in pain at night need to know at once whether it can wait until morning.',
  'landing.sections.1.items.2.title': 'Reception Overload',
  'landing.sections.1.items.2.text':
    'Recalls, reschedules and health-fund questions crowd out the patients at the desk.',
  'landing.sections.2.title': 'What Your Practice’s AI Agent Handles',
  'landing.sections.2.items.0.title': 'Check-Up and Clean Bookings',
  'landing.sections.2.items.0.text':
    'Finds a free chair with the right dentist and books it while the patient is on the line.',
  'landing.sections.2.items.1.title': 'Emergency Triage',
  'landing.sections.2.items.1.text':
    'Asks the questions your dentists would ask and puts real emergencies through at once.',
  'landing.sections.2.items.2.title': 'Practice Software Integration',
  'landing.sections.2.items.2.text': 'Reads and writes appointments in the practice management system you already use.',
  'landing.sections.3.items.0.text': 'Share your treatments, dentists, opening hours and what counts as an emergency.',
  'landing.sections.3.items.1.text': 'We connect the agent to your practice management system and calendar.',
  'landing.sections.3.items.2.text': 'Divert your practice number to the agent and get a summary after every call.',
  'landing.sections.4.items.0.question': 'Can the agent tell an emergency from a routine call?',
  'landing.sections.4.items.0.answer':
    'Yes. It follows your triage rules, puts urgent cases straight through to the dentist on call and books the rest.',
  'landing.sections.4.items.1.answer': 'Most practices are answering calls with their agent within a week.',
  'landing.sections.5.title': 'Hear It Handle Your Practice’s Calls',
  'landing.sections.5.text': 'Try the dental demo and book a check-up for yourself.',
  'demo.description':
    'Talk to a live AI voice agent for dental practices: book a check-up, ask about a clean or report a dental emergency.',
  'demo.intro': 'Enter your details, then call our dental agent and try booking a check-up.',
  'demo.session.scenarios.0': 'I cracked a tooth last night and it really hurts. Can I be seen today?',
  'demo.session.scenarios.1': 'When am I due for my next check-up and clean?',
};

function fallbackCopy(path: string): string {
  const key = path.split('.').at(-1)!;
  if (key === 'description')
    return `Dental practices use Harbourline voice agents to answer every call and book every appointment (${path}).`;
  if (/title|question|label|eyebrow/.test(key)) return 'Answered for Your Clinic';
  return 'The agent answers every call to your clinic, books consults and passes urgent cases to the dentist on call.';
}

/** What the agent's own placeholders become, in the order the scaffold has them. */
const AGENT_COPY = [
  'Harbour Street Dental',
  'Harbour Street Dental, a family practice with three dentists and a hygienist',
  'check-ups and cleans (45 minutes), fillings (an hour) and emergency visits (30 minutes); ask whether the patient is new and what the visit is for',
  'Monday to Friday 8am to 6pm, Saturday 9am to 12pm',
  'a check-up and clean costs $195; health funds are claimed on the spot; 24 hours notice to cancel',
  'never diagnose or promise a treatment price over the phone; send anyone with facial swelling or trouble breathing to the emergency department',
];

/** Replaces every `[[REPLACE: …]]` with real copy: whole values, and the markers inside the agent's texts. */
function fillPlaceholders(text: string): string {
  const agentCopy = [...AGENT_COPY];
  const doc = parseDocument(text);
  const visit = (node: unknown, path: string[]): void => {
    if (isMap(node)) for (const pair of node.items) visit(pair.value, [...path, String((pair.key as Node).toJSON())]);
    else if (isSeq(node)) node.items.forEach((item, index) => visit(item, [...path, String(index)]));
    else if (isScalar(node) && typeof node.value === 'string' && node.value.includes('[[REPLACE:')) {
      const at = path.join('.');
      node.value = at.startsWith('demo.agent.')
        ? node.value.replace(/\[\[REPLACE:[^\]]*\]\]/g, () => agentCopy.shift() ?? 'Harbour Street Dental')
        : (COPY[at] ?? fallbackCopy(at));
    }
  };
  visit(doc.contents, []);
  return doc.toString({ lineWidth: 0 }).replace(/[ \t]*#[^\n]*\[\[REPLACE:[^\]]*\]\][^\n]*/g, '');
}

/** A copy of the project with its own caches; packages are linked, not copied. */
function copyProject(): string {
  const project = mkdtempSync(join(tmpdir(), 'eleventh-industry-'));
  for (const entry of readdirSync(ROOT)) {
    if (!NOT_COPIED.has(entry)) cpSync(join(ROOT, entry), join(project, entry), { recursive: true });
  }
  mkdirSync(join(project, 'node_modules'));
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (!OWN_CACHES.has(entry)) symlinkSync(join(ROOT, 'node_modules', entry), join(project, 'node_modules', entry));
  }
  return project;
}

/**
 * Takes out of the copy the drafts the tree holds (a marketer's work in progress, with placeholders: the
 * production build is their gate) and remakes the generated files without them, so this test sees the
 * finished site plus its own new file, whatever is being drafted in the tree.
 */
async function withoutDrafts(project: string): Promise<void> {
  const content = join(project, 'industries');
  const drafts = ['', 'demos', 'pages']
    .flatMap((dir) => readdirSync(join(content, dir)).map((name) => join(content, dir, name)))
    .filter((path) => path.endsWith('.yaml') && readFileSync(path, 'utf8').includes('[[REPLACE:'));
  if (drafts.length === 0) return;
  for (const path of drafts) rmSync(path);
  const generated = await run(project, ['scripts/content-engine/generate/cli.ts']);
  if (generated.status !== 0) throw new Error(`npm run generate failed without the drafts:\n${generated.output}`);
}

/** The parent run's vitest variables would make a nested vitest think it is one of its workers. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST$|NODE_ENV$|CONTENT_DIR$)/.test(key)),
  );
  return { ...env, ...extra };
}

async function run(project: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, {
      cwd: project,
      env: cleanEnv(env),
      maxBuffer: 64 * 1024 * 1024,
    });
    return { status: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { status: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** The SPEC conformance tests in the copy, as a list of failures (empty when all pass). */
async function specConformanceFailures(project: string): Promise<{ failed: string[]; files: number; output: string }> {
  const report = join(project, 'spec-conformance.json');
  const { output } = await run(project, [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project=spec-conformance',
    '--reporter=json',
    `--outputFile=${report}`,
    ...SPEC_CONFORMANCE,
  ]);
  const result = JSON.parse(readFileSync(report, 'utf8')) as {
    testResults: Array<{ assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }> }>;
  };
  const failed = result.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status !== 'passed')
      .map((test) => `${test.fullName}: ${test.failureMessages.join('\n').slice(0, 1500)}`),
  );
  return { failed, files: result.testResults.length, output };
}

/** `npm run build -- --production`, which stops at its refusals: the lines it printed. */
async function productionRefusals(project: string): Promise<string[]> {
  const { output } = await run(project, ['scripts/build/cli.ts', '--production'], { NODE_ENV: 'production' });
  return output.split('\n').filter((line) => line.startsWith('  '));
}

describe('an eleventh industry made with npm run new:industry', { timeout: 600_000 }, () => {
  let project: string;
  let file: string;
  let created: { status: number; output: string };

  beforeAll(async () => {
    project = copyProject();
    await withoutDrafts(project);
    created = await run(project, ['scripts/content-engine/new-industry.ts', '--', SLUG, NAME]);
    file = join(project, 'industries', `${SLUG}.yaml`);
  }, 120_000);
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  describe('as the scaffold writes it: a draft', () => {
    it('lists what to write, with the voice agent and no hand-copied agent id', () => {
      expect(created.status, created.output).toBe(0);
      expect(created.output).toMatch(/Write the \d+ placeholders/);
      expect(created.output).toMatch(/industries\/dental\.yaml:\d+:\d+ demo\.agent\.prompt: /);
      const text = readFileSync(file, 'utf8');
      expect(text).toMatch(/^ {2}agent:$/m);
      expect(text).not.toMatch(/^ {2}agentId:/m);
    });

    it('passes npm run validate, with each placeholder as a warning and the file in the to-do list', async () => {
      const { status, output } = await run(project, ['scripts/content-engine/validate.ts']);
      expect(output).toMatch(/^All \d+ content files are valid/m);
      expect(output).toMatch(/^WARNING industries\/dental\.yaml:\d+:\d+ landing\.description: Placeholder copy/m);
      expect(output).toMatch(/^ {2}industries\/dental\.yaml: \d+ placeholders$/m);
      expect(status).toBe(0);
    });

    it('is refused by the production build, in one line for the file', async () => {
      const refusals = (await productionRefusals(project)).filter((line) => line.includes('[[REPLACE:'));
      expect(refusals).toEqual([
        expect.stringMatching(/^ {2}industries\/dental\.yaml still has \d+ \[\[REPLACE: …\]\] placeholders: /),
      ]);
    });
  });

  describe('filled in', () => {
    beforeAll(() => writeFileSync(file, fillPlaceholders(readFileSync(file, 'utf8'))));

    it('has real copy in place of every placeholder', () => {
      const text = readFileSync(file, 'utf8');
      expect(text).not.toContain('[[REPLACE:');
      expect(text).toContain(COPY['landing.sections.0.title']);
      expect(text).toContain(AGENT_COPY[3]);
    });

    it('passes npm run validate with no problem and no warning', async () => {
      const { status, output } = await run(project, ['scripts/content-engine/validate.ts']);
      expect(output).toMatch(/^All \d+ content files are valid/m);
      expect(output).not.toContain('WARNING');
      expect(status).toBe(0);
    });

    it("passes the production build's content check", async () => {
      const refusals = await productionRefusals(project);
      expect(refusals.length).toBeGreaterThan(0); // this copy has no deploy settings: those are refused
      expect(refusals.filter((line) => /REPLACE|dental/.test(line))).toEqual([]);
    });
  });

  // The SPEC conformance run and the build are the costly steps (a nested Vitest, Vite and the
  // prerender): one of each checks the filled-in industry and, beside it, a second one as the scaffold
  // writes it, the draft a marketer commits for review.
  describe('filled in, beside a second industry still a draft', () => {
    let draft: { status: number; output: string };
    beforeAll(async () => {
      draft = await run(project, ['scripts/content-engine/new-industry.ts', '--', DRAFT_SLUG, DRAFT_NAME]);
    }, 120_000);

    it('passes the SPEC conformance tests', async () => {
      expect(draft.status, draft.output).toBe(0);
      const { failed, files, output } = await specConformanceFailures(project);
      expect(failed, output.slice(-4000)).toEqual([]);
      expect(files).toBe(SPEC_CONFORMANCE.length);
    });

    it('builds, prerendering the pages of both; the filled one linked from every footer and in the sitemap', async () => {
      const { status, output } = await run(project, ['scripts/build/cli.ts'], { NODE_ENV: 'production' });
      expect(status, output).toBe(0);
      const page = (path: string) => readFileSync(htmlFileFor(join(project, 'dist'), `/${path}`), 'utf8');
      const landing = page(SLUG);
      expect(landing).toContain(`>${COPY['landing.sections.0.title']}</h1>`);
      expect(landing).toContain('<title>AI Voice Agents for Dental Clinics | Harbourline</title>');
      expect(landing).toContain(`<meta name="description" content="${COPY['landing.description']}"`);
      expect(page(`${SLUG}-demo`)).toMatch(/<h1[^>]*>Dental Clinics AI Voice Demo<\/h1>/);
      const home = page('');
      expect(home).toMatch(/<a[^>]+href="\/dental"[^>]*>Dental Clinics<\/a>/);
      expect(home).toMatch(/<a[^>]+href="\/dental-demo"[^>]*>Dental Clinics Demo<\/a>/);
      const sitemap = readFileSync(join(project, 'dist', 'sitemap.xml'), 'utf8');
      expect(sitemap).toMatch(/<loc>[^<]+\/dental<\/loc>/);
      expect(sitemap).toMatch(/<loc>[^<]+\/dental-demo<\/loc>/);
      // The draft builds as it is, placeholders and all.
      expect(page(DRAFT_SLUG)).toContain('[[REPLACE:');
      expect(page(`${DRAFT_SLUG}-demo`)).toMatch(/<h1[^>]*>Veterinary Clinics AI Voice Demo<\/h1>/);
    });
  });
});
