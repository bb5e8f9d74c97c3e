// Agent ids per environment: read from industries/agents/<env>.yaml, located when wrong, and given to
// the flows by the registry.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFlows } from '../../../../scripts/ops/agents/flows.ts';
import { agentIdFor, readAgentIds, siteEnv } from '../../../../scripts/content-engine/agent-ids.ts';
import { loadContent } from '../../../../scripts/content-engine/load.ts';
import { formatProblems } from '../../../../scripts/content-engine/problem.ts';
import { copyContent } from '../../support/content.ts';
import { fixtureSite } from '../../fixture-site.ts';

const HASH = '0123456789abcdef';

function idsFile(text: string, env = 'staging'): string {
  const root = mkdtempSync(join(tmpdir(), 'agent-ids-'));
  mkdirSync(join(root, 'industries', 'agents'), { recursive: true });
  writeFileSync(join(root, 'industries', 'agents', `${env}.yaml`), text);
  return root;
}

describe('agent ids', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads each flow id and hash', () => {
    const root = idsFile(`# header\nrestaurant: { id: agent_abc123, hash: ${HASH} }\n`);
    const ids = readAgentIds(root, 'staging');
    expect(ids).toMatchObject({ file: 'industries/agents/staging.yaml', exists: true, problems: [] });
    expect([...ids.entries]).toEqual([['restaurant', { id: 'agent_abc123', hash: HASH }]]);
    expect(agentIdFor('restaurant', 'agent_restaurant_demo_01', ids)).toBe('agent_abc123');
    expect(agentIdFor('trades', 'agent_trades_demo_01', ids)).toBe('agent_trades_demo_01');
  });

  it('treats a missing local file as nothing pushed, and a missing file of another environment as a mistake', () => {
    const root = mkdtempSync(join(tmpdir(), 'agent-ids-'));
    expect(readAgentIds(root, 'local')).toMatchObject({ exists: false, problems: [] });
    expect(formatProblems(readAgentIds(root, 'prodution').problems)).toBe(
      'industries/agents/prodution.yaml:1:1 SITE_ENV is "prodution" but this file does not exist. Check the name, or create it with npm run agents:push -- --env prodution',
    );
  });

  it('locates a wrong entry like any content problem', () => {
    const root = idsFile(`restaurant:\n  id: agent abc\n  hash: ${HASH}\ntrades: { id: agent_x1, hash: nope }\n`);
    expect(formatProblems(readAgentIds(root, 'staging').problems).split('\n')).toEqual([
      'industries/agents/staging.yaml:2:7 restaurant.id: Expected an agent id such as agent_7101k5zvyjhmfg983brhmhkd98n6',
      'industries/agents/staging.yaml:4:31 trades.hash: Expected the 16-character hash agents:push wrote',
    ]);
  });

  it('takes the environment from SITE_ENV, local by default, and refuses a name that is not one', () => {
    expect(siteEnv({})).toBe('local');
    expect(siteEnv({ SITE_ENV: 'production' })).toBe('production');
    expect(() => siteEnv({ SITE_ENV: '../prod' })).toThrow('SITE_ENV="../prod" is not an environment name');
  });

  it('gives the built flows the ids of the SITE_ENV environment, and keeps the prompts out of the page data', () => {
    const dir = copyContent();
    mkdirSync(join(dir, 'agents'), { recursive: true });
    writeFileSync(join(dir, 'agents', 'staging.yaml'), `trades: { id: agent_trades_staging, hash: ${HASH} }\n`);
    vi.stubEnv('SITE_ENV', 'staging');
    const { registry, problems } = loadContent({ root: dir, contentDir: dir });
    expect(problems).toEqual([]);
    const demo = (slug: string) => {
      const data = registry!.routes.find((route) => route.key === `demo/${slug}`)?.data;
      return data?.kind === 'demo' ? data.demo : undefined;
    };
    expect(demo('trades')?.agentId).toBe('agent_trades_staging');
    const placeholder = loadFlows(dir, dir).flows.find((flow) => flow.slug === 'restaurant')!.demo.agentId;
    expect(demo('restaurant')?.agentId).toBe(placeholder);
    expect(demo('trades')).not.toHaveProperty('agent');

    vi.stubEnv('SITE_ENV', 'production');
    const missing = loadContent({ root: dir, contentDir: dir });
    expect(missing.registry).toBeNull();
    expect(missing.problems.map((problem) => problem.file)).toEqual(['agents/production.yaml']);
  });
});

describe('the allow-list npm run generate writes', () => {
  it("leaves out the local simulator's ids and keeps a real environment's", async () => {
    const { voiceAgentFlows, voiceAgentIds } =
      await import('../../../../scripts/content-engine/generate/voice-agent-ids.ts');
    const root = idsFile(`restaurant: { id: agent_fromthesimulator, hash: ${HASH} }\n`, 'local');
    writeFileSync(
      join(root, 'industries', 'agents', 'production.yaml'),
      `restaurant: { id: agent_fromproduction, hash: ${HASH} }\n`,
    );
    const { registry } = loadContent({ root: process.cwd(), contentDir: fixtureSite() });
    const ids = voiceAgentIds(registry!, root);
    expect(ids).toContain('agent_fromproduction');
    expect(ids).not.toContain('agent_fromthesimulator');
    expect(voiceAgentFlows(registry!, root)).not.toHaveProperty('agent_fromthesimulator');
  });
});
