// The mistakes AUTHORING.md explains, as edits of the real content. The guide quotes the validator's
// output for each; authoring-guide.test.ts checks the quotes are still exactly what it prints.
import { readFileSync } from 'node:fs';
import { checkSources } from '../../../scripts/content-engine/load.ts';
import { formatProblems } from '../../../scripts/content-engine/problem.ts';
import type { ContentSource } from '../../../scripts/content-engine/types.ts';
import { realSources } from './mutations.ts';

type Edit = { file: string; from: string; to: string };

export const GUIDE_ERRORS: Record<string, Edit[]> = {
  required: [{ file: 'industries/trades.yaml', from: '  agentId: agent_trades_demo_01\n', to: '' }],
  'wrong-type': [{ file: 'industries/trades.yaml', from: '    order: 10', to: '    order: ten' }],
  'number-as-text': [
    { file: 'industries/ecommerce-retail.yaml', from: '        - value: "2"', to: '        - value: 2' },
  ],
  'unknown-key': [
    {
      file: 'industries/restaurant.yaml',
      from: '  path: /restaurant\n',
      to: '  path: /restaurant\n  tittle: Restaurants\n',
    },
  ],
  'bad-value': [{ file: 'industries/healthcare.yaml', from: 'variant: secondary', to: 'variant: secondry' }],
  'section-type': [{ file: 'industries/automotive.yaml', from: '    - type: faq', to: '    - type: faqs' }],
  icon: [{ file: 'industries/healthcare.yaml', from: '        - icon: moon', to: '        - icon: night' }],
  colon: [
    {
      file: 'industries/trades.yaml',
      from: '      title: What Tradies Are Saying',
      to: '      title: Tradies say: it works',
    },
  ],
  apostrophe: [
    {
      file: 'industries/trades.yaml',
      from: '      title: What Tradies Are Saying',
      to: "      title: 'Tradies say it's great'",
    },
  ],
  tab: [{ file: 'industries/trades.yaml', from: '\n  path: /trades\n', to: '\n\tpath: /trades\n' }],
  indent: [
    {
      file: 'industries/trades.yaml',
      from: '      background: muted\n      title: What',
      to: '      background: muted\n        title: What',
    },
  ],
  'too-long': [
    {
      file: 'industries/trades.yaml',
      from: '  title: AI Voice Agents for Tradies & Trade Businesses | Harbourline',
      to: '  title: AI Voice Agents for Plumbers, Electricians and Every Other Trade Business | Harbourline',
    },
  ],
  // The hero section deleted: the page would have no h1.
  'first-section': [
    {
      file: 'industries/trades.yaml',
      from: "    - type: hero\n      eyebrow: AI Voice Agents for Trades\n      title: Never Miss Another Job While You're on the Tools\n      subtitle: >-\n        Harbourline voice agents answer every call to your business, book jobs straight into your\n        calendar, take quote requests with photos and addresses, and triage emergencies after hours, so\n        you can finish the job in front of you.\n      actions:\n        - label: Try Demo\n          href: /trades-demo\n          variant: primary\n        - label: Chat with us\n          href: /contact-us\n          variant: secondary\n      highlights:\n        - Answers 24/7, including nights and weekends\n        - Books jobs into your job-management software\n        - Captures quote requests with every detail\n        - Flags genuine emergencies to you straight away\n\n",
      to: '',
    },
  ],
  'empty-mapping': [
    {
      file: 'industries/demos/general.yaml',
      from: '    invalidEmail:\n      message: Please enter a valid email address\n',
      to: '    invalidEmail:\n',
    },
  ],
  'duplicate-path': [{ file: 'industries/trades.yaml', from: '  path: /trades\n', to: '  path: /healthcare\n' }],
  'dead-link': [
    { file: 'industries/real-estate.yaml', from: 'href: /real-estate-demo', to: 'href: /real-estate-demos' },
  ],
  'slug-mismatch': [{ file: 'industries/trades.yaml', from: 'slug: trades', to: 'slug: tradies' }],
  'empty-file': [{ file: 'industries/trades.yaml', from: '', to: '' }],
};

/** What `npm run validate` prints for one of the guide's mistakes, one problem per line. */
export function guideErrorOutput(root: string, id: string): string[] {
  const edits = GUIDE_ERRORS[id];
  if (!edits) throw new Error(`No guide error "${id}"`);
  const sources: ContentSource[] = realSources(root).map((source) => {
    const mine = edits.filter((edit) => edit.file === source.file);
    if (mine.length === 0) return source;
    if (id === 'empty-file') return { ...source, source: '' };
    const text = mine.reduce((current, edit) => {
      if (!current.includes(edit.from)) throw new Error(`${edit.file} has no ${JSON.stringify(edit.from)}`);
      return current.replace(edit.from, edit.to);
    }, source.source);
    return { ...source, source: text };
  });
  return formatProblems(checkSources(sources).problems).split('\n');
}

/** The ```text error=<id> blocks of a Markdown file: id and the lines quoted. */
export function quotedErrors(markdownPath: string): Array<{ id: string; lines: string[] }> {
  const markdown = readFileSync(markdownPath, 'utf8');
  return [...markdown.matchAll(/^```text error=(\S+)\n([\s\S]*?)^```$/gm)].map((match) => ({
    id: match[1]!,
    lines: match[2]!.trimEnd().split('\n'),
  }));
}
