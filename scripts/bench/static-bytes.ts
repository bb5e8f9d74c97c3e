import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootstrapEntry } from '../build/bootstrap.ts';

/** What a prerendered page makes the browser download before it is interactive. */
export interface PageBytes {
  /** JS files the page loads up front (module scripts, preloads, the after-paint list) and their static imports. */
  jsFiles: string[];
  /** JS files a page that hydrates on the first intent loads then, with their static imports. */
  onIntentJsFiles: string[];
  /** The page's inline scripts that run (the bootstrap, the router's data), gzip together. */
  inlineJsGzip: number;
  /** JS before the first interaction: the inline scripts and `jsFiles`, gzip. */
  jsGzip: number;
  /** The critical CSS inlined in <head>. */
  inlineCssGzip: number;
  /** Stylesheet files the page links or loads after the first paint. */
  cssFileGzip: number;
  /** Bytes of voice-SDK chunks among the initial JS. */
  voiceSdkGzip: number;
}

/** Text only the voice SDK bundles contain: its default API origin and its WebRTC client. */
const VOICE_SDK_MARKER = /wss:\/\/api\.elevenlabs\.io|livekit/i;

/** Inline scripts: attributes, then text. */
const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;

/** The type attribute of a script tag, '' when it has none. */
const scriptType = (attrs: string) => /\stype="([^"]*)"/.exec(attrs)?.[1] ?? '';

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** Static imports of a built ES module chunk (`import{…}from"./x.js"`, `import"./x.js"`), not `import()`. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /\b(?:import|export)\s*(?:\{[^}]*\}|\*\s*as\s*[\w$]+|[\w$]+)?\s*(?:from)?\s*["'](\.\/[^"']+\.js)["']/g,
  )) {
    found.add(match[1]!.slice(2));
  }
  return [...found];
}

export class DistAssets {
  private readonly cache = new Map<string, string>();
  /** Asset paths (`/assets/x.js`) of every chunk that contains the voice SDK. */
  readonly voiceSdkFiles: Set<string>;
  private readonly distDir: string;

  constructor(distDir: string) {
    this.distDir = distDir;
    const assets = readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.js'));
    this.voiceSdkFiles = new Set(
      assets.filter((name) => VOICE_SDK_MARKER.test(this.read(`/assets/${name}`))).map((name) => `/assets/${name}`),
    );
  }

  read(path: string): string {
    if (!this.cache.has(path)) this.cache.set(path, readFileSync(join(this.distDir, path), 'utf8'));
    return this.cache.get(path)!;
  }

  /** The file and everything it statically imports, without repeats. */
  closure(path: string, seen = new Set<string>()): string[] {
    if (seen.has(path)) return [];
    seen.add(path);
    const directory = path.slice(0, path.lastIndexOf('/') + 1);
    return [path, ...staticImports(this.read(path)).flatMap((child) => this.closure(directory + child, seen))];
  }

  gzip(path: string): number {
    return gzipSize(this.read(path));
  }

  /**
   * The initial bytes of one prerendered HTML file. A page that hydrates on the first intent (the
   * after-paint block says `hydrate: "intent"`, scripts/build/bootstrap.ts) loads only its inline scripts
   * before it; its modules and entry are `onIntentJsFiles`.
   */
  pageBytes(html: string): PageBytes {
    // What loads after the first paint (scripts/build/finish-html.ts deferToFirstPaint) counts too.
    const afterPaint = /<script type="application\/json" id="after-paint">([^<]*)<\/script>/.exec(html)?.[1];
    const later = afterPaint
      ? (JSON.parse(afterPaint) as { css: string[]; modules: string[]; hydrate?: string })
      : { css: [], modules: [] };
    const inlineScripts = [...html.matchAll(INLINE_SCRIPT)]
      .filter(([, attrs = '']) => !/\ssrc=/.test(attrs) && /^(module|text\/javascript)?$/i.test(scriptType(attrs)))
      .map((match) => match[2]!);
    const listed = [
      ...[...html.matchAll(/<script[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!),
      ...[...html.matchAll(/<link[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!),
      // The entry the inline bootstrap imports (scripts/build/bootstrap.ts).
      ...inlineScripts.map(bootstrapEntry).filter((entry) => entry !== undefined),
      ...later.modules,
    ];
    const seen = new Set<string>();
    const appFiles = listed.flatMap((file) => this.closure(file, seen));
    const onIntent = later.hydrate === 'intent';
    const jsFiles = onIntent ? [] : appFiles;
    const inlineCss = [...html.matchAll(/<style data-critical-css="">([\s\S]*?)<\/style>/g)]
      .map((match) => match[1]!)
      .join('');
    const cssFiles = [
      ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!),
      ...later.css,
    ];
    const inlineJsGzip = inlineScripts.length ? gzipSize(inlineScripts.join('')) : 0;
    return {
      jsFiles,
      onIntentJsFiles: onIntent ? appFiles : [],
      inlineJsGzip,
      jsGzip: inlineJsGzip + jsFiles.reduce((sum, file) => sum + this.gzip(file), 0),
      inlineCssGzip: inlineCss ? gzipSize(inlineCss) : 0,
      cssFileGzip: [...new Set(cssFiles)].reduce((sum, file) => sum + this.gzip(file), 0),
      voiceSdkGzip: jsFiles
        .filter((file) => this.voiceSdkFiles.has(file))
        .reduce((sum, file) => sum + this.gzip(file), 0),
    };
  }
}
