// The `agent` block of a voice flow: its defaults, its editor docs, and its mistakes reported at the
// line and column to fix, like every other key.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AgentSchema, DEFAULT_VOICE_ID, placeholdersIn } from '../../../schemas/agent.ts';
import { AgentPhoneSchema } from '../../../schemas/agent-phone.ts';
import { JSON_SCHEMAS, jsonSchemaText } from '../../../scripts/content-engine/json-schema.ts';
import { copyContent, edit, problemsIn } from '../support/content.ts';

const PROMPT = 'You are the receptionist of a busy clinic. '.repeat(6);

/** `line:column` of `needle` in a content file, as the checker reports positions. */
function positionOf(dir: string, file: string, needle: string): string {
  const lines = readFileSync(join(dir, file), 'utf8').split('\n');
  const line = lines.findIndex((text) => text.includes(needle));
  if (line === -1) throw new Error(`${needle} not in ${file}`);
  return `${line + 1}:${lines[line]!.indexOf(needle) + 1}`;
}

describe('agent schema', () => {
  it('fills in the language, voice, duration, call limits and queue an author leaves out', () => {
    expect(AgentSchema.parse({ name: 'Front desk', firstMessage: 'Hello {{caller_name}}', prompt: PROMPT })).toEqual({
      name: 'Front desk',
      firstMessage: 'Hello {{caller_name}}',
      prompt: PROMPT.trim(),
      language: 'en',
      voiceId: DEFAULT_VOICE_ID,
      maxDurationSeconds: 300,
      maxConcurrentCalls: 5,
      maxCallsPerDay: 200,
      queue: { enabled: false, waitSeconds: 60 },
      booking: false,
      phone: AgentPhoneSchema.parse({}),
      tools: [],
      evaluation: [],
      collect: {},
      tests: [],
    });
  });

  it('refuses a queue wait outside 5 to 600 seconds', () => {
    const agent = { name: 'Front desk', firstMessage: 'Hello', prompt: PROMPT };
    expect(AgentSchema.safeParse({ ...agent, queue: { enabled: true, waitSeconds: 2 } }).success).toBe(false);
    expect(AgentSchema.safeParse({ ...agent, queue: { enabled: true, waitSeconds: 601 } }).success).toBe(false);
    expect(AgentSchema.parse({ ...agent, queue: { enabled: true } }).queue).toEqual({ enabled: true, waitSeconds: 60 });
  });

  it('finds the variables a text uses, once each, in order', () => {
    expect(placeholdersIn('Hi {{caller_name}} at {{ user_company }}; bye {{caller_name}}')).toEqual([
      'caller_name',
      'user_company',
    ]);
  });

  it('documents every agent key with its default for editors', () => {
    const json = JSON.parse(jsonSchemaText(JSON_SCHEMAS['demo.schema.json'])) as {
      properties: {
        demo: { properties: { agent: { properties: Record<string, { description?: string; default?: unknown }> } } };
      };
    };
    const agent = json.properties.demo.properties.agent.properties;
    expect(Object.keys(agent)).toEqual(
      expect.arrayContaining(['name', 'firstMessage', 'prompt', 'language', 'voiceId']),
    );
    for (const [key, node] of Object.entries(agent)) expect(node.description, key).toBeTruthy();
    expect(agent.language?.default).toBe('en');
    expect(agent.maxDurationSeconds?.default).toBe(300);
  });

  it('accepts the example in AUTHORING.md', () => {
    const example = /^```yaml example=agent\n([\s\S]*?)^```$/m.exec(readFileSync('AUTHORING.md', 'utf8'));
    const result = AgentSchema.safeParse((parse(example![1]!) as { agent: unknown }).agent);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(placeholdersIn(result.data!.prompt)).toEqual(['caller_name', 'user_email']);
  });
});

describe('agent mistakes', () => {
  it('reports a variable the flow does not send, at the text that uses it', () => {
    const dir = copyContent();
    const file = 'demos/interview-sales.yaml';
    edit(
      dir,
      file,
      '    firstMessage: "Hi {{caller_name}},',
      '    firstMessage: "Hi {{caller_name}} on {{user_phone}},',
    );
    expect(problemsIn(dir)).toBe(
      `industries/${file}:${positionOf(dir, file, '"Hi {{caller_name}} on')} demo.agent.firstMessage: Uses {{user_phone}}, which this flow does not send. Use one of {{caller_name}}, {{user_email}}, or add the variable to variables.send`,
    );
  });

  it('accepts the variables ElevenLabs fills itself', () => {
    const dir = copyContent();
    edit(dir, 'trades.yaml', '      You are Sam,', '      It is {{system__time}}. You are Sam,');
    expect(problemsIn(dir)).toBe('');
  });

  it('reports an unknown language with the languages to choose from', () => {
    const dir = copyContent();
    edit(dir, 'trades.yaml', '    language: en\n', '    language: klingon\n');
    const [problem, ...rest] = problemsIn(dir).split('\n');
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      new RegExp(
        `^industries/trades\\.yaml:${positionOf(dir, 'trades.yaml', 'klingon')} demo\\.agent\\.language: Expected one of: "en", "ja", `,
      ),
    );
    expect(problem).toContain('; got text "klingon"');
  });

  it('reports a voice id that is not one', () => {
    const dir = copyContent();
    const voice = /voiceId: (\w+)/.exec(readFileSync(join(dir, 'healthcare.yaml'), 'utf8'))![1]!;
    edit(dir, 'healthcare.yaml', `voiceId: ${voice}`, 'voiceId: Rachel');
    expect(problemsIn(dir)).toBe(
      `industries/healthcare.yaml:${positionOf(dir, 'healthcare.yaml', 'Rachel')} demo.agent.voiceId: Expected an ElevenLabs voice id: 20 letters and digits, e.g. cjVigY5qzO86Huf0OWal`,
    );
  });

  it('refuses a one-line prompt and a call limit of zero', () => {
    const result = AgentSchema.safeParse({ name: 'A', firstMessage: 'Hi', prompt: 'Be nice.', maxConcurrentCalls: 0 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['prompt', 'Write at least a paragraph: who the agent is, what it does, how it speaks'],
      ['maxConcurrentCalls', 'Too small: expected number to be >=1'],
    ]);
  });
});
