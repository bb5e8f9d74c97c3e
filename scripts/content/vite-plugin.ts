import { join, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { Registry } from '../../schemas/registry.ts';
import { loadContent } from './load.ts';
import { formatProblems } from './problem.ts';

const INDEX_ID = 'virtual:content';
const DATA_PREFIX = 'virtual:content/data/';
const RESOLVED = '\0';

/**
 * Exposes the validated content as virtual modules: `virtual:content` (site, menus, routes and a
 * lazy loader per route) and `virtual:content/data/<key>` (one module per page, so each route's
 * copy lands in its own chunk). Invalid content fails the build and shows the dev overlay.
 */
export function contentPlugin(options: { root?: string; contentDir?: string } = {}): Plugin {
  let root = options.root ?? process.cwd();
  let registry: Registry | null = null;
  let server: ViteDevServer | undefined;

  const reload = (): string | null => {
    const result = loadContent({ root, ...(options.contentDir ? { contentDir: options.contentDir } : {}) });
    registry = result.registry;
    return result.problems.length > 0 ? formatProblems(result.problems) : null;
  };

  const contentDir = () => resolve(root, options.contentDir ?? 'industries');

  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      root = options.root ?? config.root;
    },
    buildStart() {
      const problems = reload();
      if (problems) {
        const error = new Error(`Content problems:\n${problems}\n\nFix the YAML and run the command again.`);
        error.stack = '';
        if (server) server.config.logger.error(error.message);
        else this.error(error);
      }
      this.addWatchFile(contentDir());
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add(join(contentDir(), '**/*.{yaml,yml}'));
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir()) || !/\.ya?ml$/.test(file)) return;
        const problems = reload();
        if (problems) {
          devServer.config.logger.error(problems);
          devServer.ws.send({ type: 'error', err: { message: `Content problems:\n${problems}`, stack: '', plugin: 'site-content', id: file } });
          return;
        }
        for (const module of devServer.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(`${RESOLVED}${INDEX_ID}`)) devServer.moduleGraph.invalidateModule(module);
        }
        devServer.ws.send({ type: 'full-reload' });
      };
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
    },
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(DATA_PREFIX)) return RESOLVED + id;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED + INDEX_ID)) return undefined;
      if (!registry) {
        const problems = reload();
        if (!registry) throw new Error(`Content problems:\n${problems ?? 'unknown'}`);
      }
      const current: Registry = registry;
      if (id === RESOLVED + INDEX_ID) return indexModule(current);
      const key = id.slice((RESOLVED + DATA_PREFIX).length);
      const data = current.data[key];
      if (!data) throw new Error(`No content for "${key}"`);
      return `export default ${JSON.stringify(data)};`;
    },
  };
}

function indexModule(registry: Registry): string {
  const loaders = registry.routes
    .map((route) => `  ${JSON.stringify(route.key)}: () => import(${JSON.stringify(DATA_PREFIX + route.key)}).then((m) => m.default),`)
    .join('\n');
  return [
    `export const site = ${JSON.stringify(registry.site)};`,
    `export const nav = ${JSON.stringify(registry.nav)};`,
    `export const routes = ${JSON.stringify(registry.routes)};`,
    `export const loaders = {\n${loaders}\n};`,
  ].join('\n');
}
