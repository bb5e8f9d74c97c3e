// @vitest-environment node
// .nvmrc names the Node version Git-based builds use (Cloudflare Pages and Netlify read it); it must satisfy
// package.json's engines, which the local commands are tested against.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('.nvmrc', () => {
  it('names one major Node version that satisfies engines.node', () => {
    const nvmrc = readFileSync('.nvmrc', 'utf8').trim();
    expect(nvmrc).toMatch(/^\d+$/);
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
    const minimum = /^>=(\d+)(?:\.(\d+))?/.exec(engines);
    expect(minimum, `engines.node "${engines}" is not a >= range`).not.toBeNull();
    expect(Number(nvmrc)).toBeGreaterThanOrEqual(Number(minimum![1]));
  });
});
