import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { DevEnvironment, EnvironmentModuleNode, Plugin } from 'vite';
import { withSiteOrigin } from '../shared/build-env.ts';
import { loadContent } from './load.ts';
import { formatProblems } from './problem.ts';
import { emitRouteFiles } from './route-files.ts';
import type { LoadResult, Registry } from './types.ts';
import { type ContentChange, contentDiff } from './content-diff.ts';
import { contentModule, DATA_PREFIX, isContentModule, RESOLVED } from './virtual-modules.ts';

/** Sent to the browser when copy changed that it has not imported as a module; see src/router/contentHmr.ts. */
export const CONTENT_UPDATE_EVENT = 'site-content:update';

/**
 * Exposes the validated content as virtual modules (see virtual-modules.ts): `virtual:content` (site
 * settings), `virtual:content/nav` (menus), `virtual:content/routes` (the route table), the lookup and
 * in dev `virtual:content/data/<key>` (a module per page); the client build writes each route's data
 * and its bucket as JSON files (route-files.ts). Invalid content fails the build and shows the overlay.
 *
 * In dev, saving a YAML file hot-updates only the data modules whose copy changed: each accepts its
 * own update and keeps the newest copy in `import.meta.hot.data`, and `src/router/contentHmr.ts`
 * re-runs the route loaders. A page that has not imported a data module yet (it hydrated from the
 * server's HTML) gets a `site-content:update` event and re-runs its loaders, which import the fresh
 * module. A change to menus, paths, navbars or site settings reloads the page instead.
 */
/** What the dev-only visual editor (scripts/editor-server//) asks of this plugin, as `plugin.api`. */
export interface ContentPluginApi {
  contentDir(): string;
  root(): string;
  /** Serves `text` instead of the file on disk until cleared with undefined: the editor's live preview. */
  setUnsaved(path: string, text: string | undefined): void;
}

export function contentPlugin(
  options: {
    root?: string;
    contentDir?: string;
    /** The build's one validation of `contentDir`: a build reads it instead of checking the files again. */
    validated?: LoadResult;
  } = {},
): Plugin<ContentPluginApi> {
  let root = options.root ?? process.cwd();
  let serving = false;
  let ssrBuild = false;
  let base = '/';
  let result: LoadResult | null = null;
  const unsaved = new Map<string, string>();

  const contentDir = () => resolve(root, options.contentDir ?? 'industries');
  const reload = (): LoadResult => {
    result =
      (serving ? undefined : options.validated) ??
      loadContent({
        root,
        ...(options.contentDir ? { contentDir: options.contentDir } : {}),
        read: (path) => unsaved.get(resolve(path)) ?? readFileSync(path, 'utf8'),
      });
    // SITE_ORIGIN (a production build's address) replaces site.yaml's origin in links and JSON-LD.
    if (result.registry) result = { ...result, registry: withSiteOrigin(result.registry) };
    return result;
  };
  const isContentFile = (file: string) => resolve(file).startsWith(contentDir() + sep) && /\.ya?ml$/.test(file);
  const changes = changeTracker(reload);

  return {
    name: 'site-content',
    enforce: 'pre',
    api: {
      contentDir,
      root: () => root,
      setUnsaved: (path, text) =>
        void (text === undefined ? unsaved.delete(resolve(path)) : unsaved.set(resolve(path), text)),
    },
    configResolved(config) {
      root = options.root ?? config.root;
      serving = config.command === 'serve';
      ssrBuild = Boolean(config.build.ssr);
      base = config.base ?? '/';
    },
    buildStart() {
      reportLoad(this, reload(), { serving, ssrBuild });
      this.addWatchFile(contentDir());
    },
    configureServer(devServer) {
      // Content outside the project root (CONTENT_DIR) is not watched by default.
      devServer.watcher.add(join(contentDir(), '**/*.{yaml,yml}'));
    },
    hotUpdate(update) {
      if (!isContentFile(update.file)) return;
      const { environment } = this;
      return hotUpdateContent(environment, changes.changeFor(environment.name, update.timestamp), update.file);
    },
    resolveId(id) {
      return isContentModule(id) ? RESOLVED + id : undefined;
    },
    load(resolvedId) {
      const id = resolvedId.slice(RESOLVED.length);
      if (!resolvedId.startsWith(RESOLVED) || !isContentModule(id)) return undefined;
      const registry = result?.registry ?? reload().registry;
      if (!registry) throw new Error(`Content problems:\n${formatProblems(result?.problems ?? [])}`);
      changes.builtFrom(this.environment.name, registry);
      const code = contentModule(id, registry, serving ? 'serve' : ssrBuild ? 'prerender' : 'client', base);
      if (code === undefined) throw new Error(`No content for "${id.slice(DATA_PREFIX.length)}"`);
      return code;
    },
    generateBundle() {
      if (!serving && !ssrBuild && result?.registry) emitRouteFiles(this, result.registry, base);
    },
  };
}

/**
 * Per environment, the content its modules were last built from, and whether it was last told of
 * problems. Each environment keeps its own: Vite runs the hot updates of quick saves concurrently, so
 * the server may hear of a save after the client has already heard of the next one, and a baseline
 * shared by both would make the later environment see no change and keep serving the old copy.
 */
function changeTracker(reload: () => LoadResult) {
  const shown = new Map<string, Registry>();
  const broken = new Set<string>();
  /** When the content was last read for a hot update: the client and server environments share a reading. */
  let readAt: number | undefined;
  let result: LoadResult | undefined;
  return {
    /** Re-checks the content after a save and compares it with what `environment` was last built from. */
    changeFor(environment: string, timestamp: number): ContentChange {
      if (readAt !== timestamp || !result) {
        readAt = timestamp;
        result = reload();
      }
      const { registry, problems } = result;
      if (!registry) {
        broken.add(environment);
        return { problems: formatProblems(problems), indexChanged: false, changedKeys: [], recovered: false };
      }
      const before = shown.get(environment);
      shown.set(environment, registry);
      // An environment that has built nothing from the content yet rebuilds everything.
      const diff = before ? contentDiff(before, registry) : { indexChanged: true, changedKeys: [] };
      return { problems: null, ...diff, recovered: broken.delete(environment) };
    },
    /** The first module an environment loads sets what its later hot updates are compared with. */
    builtFrom(environment: string, registry: Registry) {
      if (!shown.has(environment)) shown.set(environment, registry);
    },
  };
}

/** Fails a build on content problems (a dev server only logs them) and lists a production build's warnings. */
function reportLoad(
  context: { error(error: Error): never; warn(message: string): void },
  { problems, warnings }: LoadResult,
  { serving, ssrBuild }: { serving: boolean; ssrBuild: boolean },
) {
  if (problems.length > 0) {
    const message = `Content problems:\n${formatProblems(problems)}\n\nFix the YAML and run the command again.`;
    if (serving) {
      console.error(message);
    } else {
      const error = new Error(message);
      error.stack = '';
      context.error(error);
    }
  }
  if (!serving && !ssrBuild && warnings.length > 0) {
    context.warn(
      `WARNING: ${warnings.length} content warning${warnings.length === 1 ? '' : 's'} (placeholders are published as written; a production build refuses them):\n${formatProblems(warnings)}`,
    );
  }
}

/**
 * What one environment does with a saved content file: shows its problems, reloads the pages when the
 * index changed, or hands Vite the data modules whose copy changed. Returns the modules Vite updates.
 */
function hotUpdateContent(environment: DevEnvironment, now: ContentChange, file: string): EnvironmentModuleNode[] {
  const isClient = environment.name === 'client';
  const graph = environment.moduleGraph;
  if (now.problems) {
    if (isClient) {
      environment.logger.error(now.problems);
      environment.hot.send({
        type: 'error',
        err: { message: `Content problems:\n${now.problems}`, stack: '', plugin: 'site-content', id: file },
      });
    }
    return [];
  }
  if (now.indexChanged) {
    for (const module of graph.idToModuleMap.values()) {
      if (module.id?.startsWith(RESOLVED) && isContentModule(module.id.slice(RESOLVED.length)))
        graph.invalidateModule(module);
    }
    // The site's pages reload themselves on this event (src/router/contentHmr.ts); a `full-reload`
    // would also reload the dev-only editor at /__editor/, losing what the marketer has not saved.
    if (isClient) environment.hot.send({ type: 'custom', event: CONTENT_UPDATE_EVENT, data: { reload: true } });
    return [];
  }
  // A module the browser has run accepts its own update; one it only knows as a dynamic import has not.
  const modules = now.changedKeys
    .map((key) => graph.getModuleById(RESOLVED + DATA_PREFIX + key))
    .filter(
      (module): module is EnvironmentModuleNode =>
        module !== undefined && (!isClient || module.isSelfAccepting === true),
    );
  if (!isClient) {
    // The server renders each request afresh; dropping the cached modules is enough.
    for (const module of modules) graph.invalidateModule(module);
    return [];
  }
  // The overlay of an earlier broken save must go first: Vite reloads a page that receives its
  // first hot update while showing one.
  if (now.recovered && modules.length > 0) {
    environment.hot.send({ type: 'custom', event: CONTENT_UPDATE_EVENT, data: { refetch: false } });
  }
  if (modules.length > 0) return modules;
  // A page hydrated from server HTML has not run its data module yet (or nothing it holds changed
  // but it shows an error overlay): tell it to re-run its loaders, which import fresh copy.
  if (now.changedKeys.length > 0 || now.recovered) {
    environment.hot.send({ type: 'custom', event: CONTENT_UPDATE_EVENT, data: { refetch: true } });
  }
  return [];
}
