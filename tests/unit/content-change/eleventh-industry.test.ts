// The promise to marketers, checked end to end: one new YAML file and no code change. In a throwaway
// copy of the project, `npm run new:industry` scaffolds an eleventh industry, its placeholders get
// real copy, and then `npm run validate`, the production build and every content-dependent unit test
// (content-dependent.ts) must pass exactly as they do on the real content.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFileFor } from '../../../scripts/build/prerender.ts';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import {
  CONTENT_DEPENDENT_TESTS,
  NAMED_CONTENT_ONLY,
  NOT_YET_CONTENT_SAFE,
  READS_CONTENT,
} from './content-dependent.ts';

const ROOT = process.cwd();
/** The industry from the issue that found the problem: a marketer adding a dental practice page. */
const SLUG = 'dental';
/** Build output, caches and local data: not part of the project a marketer edits. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', '.ssr', '.data', 'test-results', 'playwright-report']);
/** Caches the copy keeps for itself, so it never overwrites the real project's prebuilt validator. */
const OWN_CACHES = new Set(['.cache', '.vite', '.vite-temp']);

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
  return 'The agent answers every call to your clinic, books consults and passes urgent cases to the vet on duty.';
}

/** Replaces every `[[REPLACE: …]]` value with real copy and drops the placeholder notes in comments. */
function fillPlaceholders(text: string): string {
  const doc = parseDocument(text);
  const visit = (node: unknown, path: string[]): void => {
    if (isMap(node)) for (const pair of node.items) visit(pair.value, [...path, String((pair.key as Node).toJSON())]);
    else if (isSeq(node)) node.items.forEach((item, index) => visit(item, [...path, String(index)]));
    else if (isScalar(node) && typeof node.value === 'string' && node.value.includes('[[REPLACE:')) {
      const at = path.join('.');
      node.value = COPY[at] ?? fallbackCopy(at);
    }
  };
  visit(doc.contents, []);
  return doc.toString().replace(/[ \t]*#[^\n]*\[\[REPLACE:[^\]]*\]\][^\n]*/g, '');
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

const tsx = (script: string, ...args: string[]) => ['node_modules/tsx/dist/cli.mjs', script, ...args];

describe('an eleventh industry made with npm run new:industry', { timeout: 600_000 }, () => {
  let project: string;
  let file: string;

  beforeAll(async () => {
    project = copyProject();
    const created = await run(project, tsx('scripts/content-engine/new-industry.ts', '--', SLUG, 'Dental'));
    expect(created.output).toContain('Created');
    file = join(project, 'industries', `${SLUG}.yaml`);
    writeFileSync(file, fillPlaceholders(readFileSync(file, 'utf8')));
  }, 120_000);
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('has real copy in place of every placeholder', () => {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('[[REPLACE:');
    expect(text).toContain(COPY['landing.sections.0.title']);
  });

  it('passes npm run validate with no problem and no warning', async () => {
    const { status, output } = await run(project, ['scripts/content-engine/validate-launch.mjs']);
    expect(output).toMatch(/^All \d+ content files are valid/m);
    expect(output).not.toContain('WARNING');
    expect(status).toBe(0);
  });

  it('builds, prerendering both pages, linked from every footer and listed in the sitemap', async () => {
    const { status, output } = await run(project, tsx('scripts/build/cli.ts'), { NODE_ENV: 'production' });
    expect(status, output).toBe(0);
    const page = (path: string) => readFileSync(htmlFileFor(join(project, 'dist'), `/${path}`), 'utf8');
    const landing = page(SLUG);
    expect(landing).toContain(`>${COPY['landing.sections.0.title']}</h1>`);
    expect(landing).toContain('<title>AI Voice Agents for Dental | Harbourline</title>');
    expect(landing).toContain(`<meta name="description" content="${COPY['landing.description']}"`);
    expect(page(`${SLUG}-demo`)).toMatch(/<h1[^>]*>Dental AI Voice Demo<\/h1>/);
    const home = page('');
    expect(home).toMatch(/<a[^>]+href="\/dental"[^>]*>Dental<\/a>/);
    expect(home).toMatch(/<a[^>]+href="\/dental-demo"[^>]*>Dental Demo<\/a>/);
    const sitemap = readFileSync(join(project, 'dist', 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(/<loc>[^<]+\/dental<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]+\/dental-demo<\/loc>/);
  });

  it('passes every content-dependent unit test, which also run the new flow', async () => {
    const report = join(project, 'content-dependent.json');
    // Per-flow rows run for the new industry's flows only; tests over all flows see every flow (flows.ts).
    const { status, output } = await run(
      project,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--reporter=json',
        `--outputFile=${report}`,
        ...CONTENT_DEPENDENT_TESTS,
      ],
      { ROW_FLOWS_OF: SLUG },
    );
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      numTotalTests: number;
      numFailedTests: number;
      testResults: Array<{
        name: string;
        assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>;
      }>;
    };
    const failed = result.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status !== 'passed')
        .map((test) => `${test.fullName}: ${test.failureMessages.join('\n').slice(0, 1500)}`),
    );
    expect(failed, output.slice(-4000)).toEqual([]);
    expect(status).toBe(0);
    expect(result.testResults).toHaveLength(CONTENT_DEPENDENT_TESTS.length);
    const names = result.testResults.flatMap((file) => file.assertionResults.map((test) => test.fullName));
    expect(names.filter((name) => name.includes(`/${SLUG}-demo`)).length).toBeGreaterThanOrEqual(5);
  });
});

describe('the list of content-dependent unit tests', () => {
  it('names every unit test that reads the content as a whole, and only files that exist', () => {
    const files = readdirSync(join(ROOT, 'tests/unit'), { recursive: true })
      .map((name) => `tests/unit/${String(name)}`)
      .filter((name) => /\.test\.tsx?$/.test(name));
    const reading = files.filter((name) => READS_CONTENT.test(readFileSync(join(ROOT, name), 'utf8')));
    const unlisted = reading.filter(
      (name) =>
        !CONTENT_DEPENDENT_TESTS.includes(name) && !(name in NAMED_CONTENT_ONLY) && !(name in NOT_YET_CONTENT_SAFE),
    );
    expect(unlisted, 'add them to CONTENT_DEPENDENT_TESTS (or NAMED_CONTENT_ONLY, saying why)').toEqual([]);
    expect(CONTENT_DEPENDENT_TESTS.filter((name) => !files.includes(name))).toEqual([]);
  });
});
