// The engine's shared types: the content files as loaded, and the registry the site is built from.
// Every module of the engine imports its types from here, so no module has to import another only
// for a type (that is how import circles start).
import type { Document, LineCounter } from 'yaml';
import type { DemoFile, Industry } from '../../schemas/industry.ts';
import type { Page } from '../../schemas/page.ts';
import type { Site } from '../../schemas/site.ts';
import type { Problem } from './problem.ts';
import type { Registry } from '../../schemas/routes.ts';
export type {
  RouteKind,
  Navbar,
  RouteHead,
  LandingData,
  DemoContent,
  DemoData,
  RouteInfo,
  RouteEntry,
  NavItem,
  Nav,
  Registry,
} from '../../schemas/routes.ts';

/** The kinds of content file, each with its folder and schema. */
export type ContentKind = 'industry' | 'demo' | 'page' | 'site';

/** One content file's text, as read from disk or held in memory by a test. */
export interface ContentSource {
  /** Path as shown in messages, relative to the project root, e.g. industries/trades.yaml. */
  file: string;
  kind: ContentKind;
  source: string;
}

/** A parsed, valid content file with what is needed to point back into its source. */
export interface ContentFile<T> {
  file: string;
  kind: ContentKind;
  data: T;
  doc: Document;
  lines: LineCounter;
}

/** Every valid content file, by kind. */
export interface LoadedContent {
  industries: ContentFile<Industry>[];
  demos: ContentFile<DemoFile>[];
  pages: ContentFile<Page>[];
  site: ContentFile<Site> | undefined;
}

export interface LoadResult {
  /** The validated registry, or null when any problem was found. */
  registry: Registry | null;
  problems: Problem[];
  /** Things that do not stop a build but must not go live, such as `[[REPLACE: …]]` placeholders. */
  warnings: Problem[];
  /** Every file that was read, for watchers. */
  files: string[];
  /** Per page, how much of it each language has translated (npm run validate prints it). */
  coverage?: CoverageRow[];
  /** Each text a translation file leaves empty, where it goes in that file. */
  untranslated?: Problem[];
}

/** One row of the translation coverage: a content file, its pages, and per language its texts translated. */
export interface CoverageRow {
  /** The source file, as messages show it. */
  file: string;
  /** The paths of its pages in the source language (none for site.yaml). */
  paths: string[];
  /** Texts in the source file. */
  total: number;
  /** Per language: texts translated, and whether its pages are published in it. */
  locales: Record<string, { translated: number; published: boolean; stale: number }>;
}

/**
 * Validated data of files that passed, by file name, kind and text (tests/unit/schemas/mutations.test.ts
 * keeps one in memory, so each variant re-checks only the file it breaks). A file
 * found there is not parsed or validated again; its YAML is parsed only if a message points into it.
 */
export interface CheckedStore {
  get(file: string, kind: ContentKind, source: string): unknown;
  set(file: string, kind: ContentKind, source: string, data: unknown): void;
}

/** A value found in a file, with where it sits. */
export interface Found {
  source: ContentFile<unknown>;
  path: PropertyKey[];
  value: string;
}
