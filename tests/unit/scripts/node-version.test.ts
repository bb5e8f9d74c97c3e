import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../../scripts/node-version.mjs';

describe('the Node version check of npm start and npm test', () => {
  it('says in one line which Node to install when this one is older than engines', () => {
    const problem = nodeVersionProblem('v20.20.2', '>=22.22');
    expect(problem).toBe(
      'This project needs Node 22.22 or newer, and this is Node 20.20.2: install Node 22 (nvm install, which reads .nvmrc, or https://nodejs.org), then run the command again.',
    );
    expect(nodeVersionProblem('v22.21.9', '>=22.22')).toContain('needs Node 22.22 or newer');
  });

  it('lets the same or a newer Node through', () => {
    for (const version of ['v22.22.0', 'v22.23.3', 'v24.1.0'])
      expect(nodeVersionProblem(version, '>=22.22')).toBeUndefined();
  });
});
