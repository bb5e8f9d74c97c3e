// The one script every prerendered page runs before the app: it decides when the app is fetched and hydrated.

/** Id of the JSON block listing what a finished page loads later (see finish-html.ts `deferToFirstPaint`). */
export const AFTER_PAINT_ID = 'after-paint';

/**
 * The event the client entry sends on `window` once React has hydrated the document (src/entry-client.tsx
 * sends the same name: `src/` cannot import this folder).
 */
export const HYDRATED_EVENT = 'app-hydrated';

/** Where the language suggestion keeps the languages a visitor dismissed (src/components/LanguageMenu/dismissed.ts). */
const DISMISSED_LANGUAGES_KEY = 'languageSuggestion.dismissed';

/** The longest the bootstrap waits for the first contentful paint before it starts anyway. */
const FIRST_PAINT_TIMEOUT_MS = 3000;

/** The DOM events that mean a visitor is about to use the page: the app is fetched on the first of them. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'];

/** What the after-paint block holds (written by finish-html.ts). */
interface AfterPaint {
  css: string[];
  modules: string[];
  /** `intent`: fetch and hydrate the app on the visitor's first intent; otherwise once the page has painted. */
  hydrate?: 'intent';
}

/**
 * Whether the page shows the language suggestion (src/components/LanguageMenu/suggestedLanguage.ts's
 * test, on the page's hreflang links): the first browser language with a version of this page, unless it
 * is the page's own or the visitor dismissed it. Runs in the page (see `bootstrap`).
 */
function suggestsLanguage(dismissedKey: string): boolean {
  const base = (tag: string) => tag.split('-')[0]!.toLowerCase();
  let dismissed: string[] = [];
  try {
    dismissed = JSON.parse(localStorage.getItem(dismissedKey) ?? '[]');
  } catch {
    // Storage blocked: the suggestion shows.
  }
  const versions = [...document.querySelectorAll('link[rel="alternate"][hreflang]')]
    .map((element) => element.getAttribute('hreflang')!)
    .filter((code) => code !== 'x-default');
  for (const tag of navigator.languages ?? []) {
    if (base(tag) === base(document.documentElement.lang)) return false;
    const code = versions.find((version) => base(version) === base(tag));
    if (code) return !dismissed.includes(code);
  }
  return false;
}

/**
 * Calls `start` on the first of `intents`, and holds each button click or form submit that comes before
 * `hydratedEvent`: once React's handlers are there, it is sent again, exactly once. Links are followed
 * and fields take focus and text natively (React keeps what they hold when it hydrates), except a menu's
 * trigger, a link only until the app makes it the menu's button; a mouse over the trigger opens the menu
 * once the app is there. Runs in the page (see `bootstrap`).
 */
function waitForIntent(start: () => void, hydratedEvent: string, intents: string[]): void {
  const onIntent = () => {
    intents.forEach((type) => removeEventListener(type, onIntent, true));
    start();
  };
  intents.forEach((type) => addEventListener(type, onIntent, { capture: true, passive: true }));
  // A mouse over a menu's trigger is an intent too: the menu opens on hover once the app is there.
  let hoveredMenu: Element | null = null;
  const hover = (event: Event) => {
    const trigger = (event.target as Element).closest?.('[data-opens-menu]');
    if (!trigger || (event as PointerEvent).pointerType !== 'mouse') return;
    hoveredMenu = trigger.parentElement;
    onIntent();
  };
  addEventListener('pointerover', hover, true);
  const held: Array<() => void> = [];
  const hold = (event: Event) => {
    const target = event.target as Element;
    const native = 'a[href]:not([data-opens-menu]),input,select,textarea,label';
    if (event.type === 'click' && target.closest?.(native)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = (event as SubmitEvent).submitter;
    const { clientX, clientY } = event as MouseEvent;
    held.push(() => {
      if (event.type === 'submit') return (target as HTMLFormElement).requestSubmit(submitter);
      // An element the app replaced (the trigger link by its button) is pressed where it was.
      const now = target.isConnected ? target : clientX || clientY ? document.elementFromPoint(clientX, clientY) : null;
      now?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX, clientY }));
    });
    start();
  };
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  const release = () => {
    removeEventListener('click', hold, true);
    removeEventListener('submit', hold, true);
    removeEventListener('pointerover', hover, true);
    // After the re-render hydration schedules for what differs in the browser (useHydrated).
    setTimeout(() => {
      held.splice(0).forEach((send) => send());
      // A pointer still over the menu it came to enters it again, now that the menu listens.
      if (hoveredMenu?.matches(':hover')) {
        const init = { bubbles: true, pointerType: 'mouse' };
        hoveredMenu.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', init));
      }
    });
  };
  addEventListener(hydratedEvent, release, { once: true });
}

/**
 * Runs in the page, as the text of its only module script, with the two functions above as arguments
 * (so it uses nothing outside itself). Once the first contentful paint is reported, it links the
 * stylesheets the page listed for later. A page listed `hydrate: "intent"` (landing and fixed pages) then
 * waits for the visitor (`waitForIntent`); any other page, one whose language suggestion shows (so the
 * suggestion appears without waiting for a touch) and one opened at a fragment only the app knows (so
 * `#book-demo` opens its dialog on arrival) links its module preloads and loads the app at once.
 */
function bootstrap(
  suggests: typeof suggestsLanguage,
  wait: typeof waitForIntent,
  entryUrl: string,
  ids: [afterPaint: string, hydrated: string, dismissed: string],
  intents: string[],
  paintTimeoutMs: number,
): void {
  const [afterPaintId, hydratedEvent, dismissedKey] = ids;
  const block = document.getElementById(afterPaintId);
  const later: AfterPaint = block ? JSON.parse(block.textContent ?? '{}') : { css: [], modules: [] };
  const link = (rel: string, href: string) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    if (rel === 'stylesheet') element.dataset.precedence = 'default';
    document.head.append(element);
  };
  let styled = false;
  const style = () => {
    if (!styled) later.css.forEach((href) => link('stylesheet', href));
    styled = true;
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    style();
    later.modules.forEach((href) => link('modulepreload', href));
    // A module script rather than import(), which a bundler would rewrite in this function's text. A
    // failed fetch leaves the page as it was; the next intent tries again.
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entryUrl;
    script.onerror = () => {
      script.remove();
      started = false;
    };
    document.head.append(script);
  };
  const afterPaint = (run: () => void) => {
    if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
      return run();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      run();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(run, paintTimeoutMs);
  };
  // A fragment that names no element is the app's to act on (`#book-demo` opens the Book a Demo dialog).
  const appFragment = location.hash.length > 1 && !document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (later.hydrate !== 'intent' || suggests(dismissedKey) || appFragment) return afterPaint(start);
  afterPaint(style);
  wait(start, hydratedEvent, intents);
}

/** The text of the page's module script that loads `entryUrl` (see `bootstrap`). */
export function bootstrapScript(entryUrl: string): string {
  const ids = [AFTER_PAINT_ID, HYDRATED_EVENT, DISMISSED_LANGUAGES_KEY];
  const args = [entryUrl, ids, INTENT_EVENTS, FIRST_PAINT_TIMEOUT_MS];
  return `(${bootstrap.toString()})(${suggestsLanguage.toString()},${waitForIntent.toString()},...${JSON.stringify(args)})`;
}

/** The entry a page's inline script loads, when it is the bootstrap; for the byte budgets. */
export function bootstrapEntry(script: string): string | undefined {
  if (!script.startsWith('(function bootstrap(')) return undefined;
  const args = /,\.\.\.(\["[^"]+",[\s\S]*\])\)$/.exec(script)?.[1];
  return args ? (JSON.parse(args) as [string])[0] : undefined;
}
