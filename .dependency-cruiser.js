// Who may import whom, checked over the whole tree by `npm run lint` (docs/architecture.md draws the same
// picture). dependency-cruiser rather than eslint-plugin-import-x: its circle check also sees `import type`
// (import-x's no-cycle skips them, and two of the circles this rule was written for were type-only), and it
// cost about the same here. tests/ (and a package's tests/) and the root config files may import anything; every
// other folder has a rule below.

/**
 * The folders of scripts/, each importing only those listed before it (and the files at scripts/ itself,
 * such as cli-args.ts), so no two folders can import each other, even through a third: docs/architecture.md,
 * "What each folder holds and may import".
 */
const SCRIPT_FOLDERS = [
  ['shared', 'what the build, the local server and ops all use: the production headers, the build environment'],
  ['content-engine', 'the YAML read, checked and served to Vite; the npm run generate writers'],
  ['build', 'npm run build'],
  ['editor-server', "the content editor's server half"],
  ['local-stack', 'what npm start and npm run dev serve beside the pages'],
  ['bench', 'benchmarks and budgets'],
  ['ops', 'operating the live site'],
  ['local-checks', 'the checks that run only against the local stand-ins: npm run abuse, npm run rehearse'],
  ['docs-tools', 'screenshots and the social image'],
];

/** One rule per folder of scripts/: none of the folders after it. */
const scriptFolderRules = SCRIPT_FOLDERS.slice(0, -1).map(([folder, holds], index) => {
  const later = SCRIPT_FOLDERS.slice(index + 1).map(([name]) => name);
  return {
    name: `scripts-${folder}-imports-only-earlier-folders`,
    comment: `scripts/${folder}/ (${holds}) may import ${
      index === 0
        ? 'no other folder of scripts/'
        : SCRIPT_FOLDERS.slice(0, index)
            .map(([name]) => name)
            .join(', ')
    }, never ${later.join(', ')}: folders of scripts/ import each other one way only.`,
    severity: 'error',
    from: { path: `^scripts/${folder}/` },
    to: { path: `^scripts/(${later.join('|')})/` },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...scriptFolderRules,
    {
      name: 'packages-only-through-their-entry',
      comment:
        'A workspace package (packages/<name>/, a stand-in such as the voice simulator) is used only through its ' +
        'entry, src/index.ts (imported by its package name), so its inside can move without breaking a user.',
      severity: 'error',
      from: { pathNot: '^packages/' },
      to: { path: '^packages/[^/]+/', pathNot: '^packages/[^/]+/src/index\\.ts$' },
    },
    {
      name: 'packages-import-only-themselves',
      comment:
        "A package's code stands alone beside the site: it imports its own files, another package's entry and " +
        "the schemas/ of the content it serves, never the site's app, tooling, tests or backend (the simulator " +
        'signs its webhooks with its own code, checked against the backend in a test). Its tests, like all ' +
        'tests, may import anything.',
      severity: 'error',
      from: { path: '^packages/([^/]+)/src/' },
      to: {
        path: '^(src|scripts|tests|supabase|packages)/',
        pathNot: ['^packages/$1/', '^packages/[^/]+/src/index\\.ts$'],
      },
    },
    {
      name: 'ops-not-to-stand-ins',
      comment:
        'The tools that operate the live site never import a stand-in: they take the API address they are ' +
        'given (--api-url, ELEVENLABS_API_URL) and never ask what answers there.',
      severity: 'error',
      from: { path: '^scripts/ops/' },
      to: { path: '^packages/' },
    },
    {
      name: 'local-stack-only-through-its-entry',
      comment:
        'Other folders use the local stack through scripts/local-stack/index.ts only: its keys, database and ' +
        'servers are its own business.',
      severity: 'error',
      from: { path: '^(scripts|packages)/', pathNot: '^scripts/local-stack/' },
      to: { path: '^scripts/local-stack/', pathNot: '^scripts/local-stack/index\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'No module reaches itself through its imports, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'src-not-to-scripts',
      comment: 'The shipped app never imports the tooling; types both use belong in schemas/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'src-to-supabase-only-shared-rules',
      comment:
        'The app shares a few files with the edge functions: the lead field rules the server also enforces ' +
        '(leads/lead-fields.ts, with the lead-column map it reads, leads/lead-columns.ts), the proof of work ' +
        'the browser solves (captcha/altcha.ts, captcha/altcha-solver.ts) and the check of the number Call me ' +
        'dials (call-me/phone-number.ts, imported on first use).',
      severity: 'error',
      from: { path: '^src/' },
      to: {
        path: '^supabase/',
        pathNot:
          '^supabase/functions/_shared/(leads/lead-fields|leads/lead-columns|captcha/altcha|captcha/altcha-solver|call-me/phone-number)\\.ts$',
      },
    },
    {
      name: 'src-not-to-tests',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^tests/' },
    },
    {
      name: 'components-not-to-app',
      comment: 'app/ (document, theme) composes components/; components never reach back up.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'schemas-import-nothing-of-ours',
      comment: 'schemas/ is the bottom layer: the app, the tooling and the tests import it; it imports none of them.',
      severity: 'error',
      from: { path: '^schemas/' },
      to: { path: '^(src|scripts|tests|supabase)/' },
    },
    {
      name: 'scripts-not-to-src',
      comment:
        'The tooling reaches the app only through Vite: the SSR build and ssrLoadModule of src/entry-server.tsx, ' +
        'by path, never by import.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^src/' },
    },
    {
      name: 'scripts-not-to-tests',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^tests/' },
    },
    {
      name: 'functions-import-only-functions',
      comment: 'Each edge function deploys alone with supabase/functions/ and its packages (deno.json).',
      severity: 'error',
      from: { path: '^supabase/functions/' },
      to: { pathNot: '^(supabase/functions|node_modules)/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'voice-sdk-only-in-session-chunk',
      comment:
        'The ElevenLabs SDK (about 150 kB gzip) comes with the session chunk on the first interaction, never on a ' +
        'first paint: only voice/session/ and the session screen it renders import it (the package has no ' +
        'sideEffects flag, so one hook imported elsewhere would pull the whole client in). worklets.ts takes ' +
        "only the URLs of the SDK's worklet files.",
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: '^src/features/demo/(voice/session|SessionScreen)/|^src/features/demo/voice/worklets\\.ts$',
      },
      to: { path: '(^|/)@elevenlabs/(react|client)(/|$)' },
    },
    {
      name: 'session-chunk-only-lazily',
      comment:
        'Outside the session chunk its files are reached by import() (voice/loadRuntime.ts, the rating) or for ' +
        'types only: a static import would put the chunk, and the SDK with it, on the first paint.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/features/demo/(voice/session|SessionScreen)/' },
      to: {
        path: '^src/features/demo/(voice/session|SessionScreen)/',
        dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import'],
      },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import the rules cannot follow would slip past them. Vite serves the virtual: modules.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    exclude: { path: '^(dist|\\.ssr|\\.data|test-results|playwright-report|screenshots)/' },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a circle of types is still a circle to read.
    tsPreCompilationDeps: true,
    // Packages resolve by their `exports`, as Vite and Node load them.
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
