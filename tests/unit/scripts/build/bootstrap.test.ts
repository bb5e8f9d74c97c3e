// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { AFTER_PAINT_ID, bootstrapScript, HYDRATED_EVENT } from '../../../../scripts/build/bootstrap.ts';

/** A page as finish-html.ts writes it, with a button, a menu trigger link and a plain link. */
function setUp(hydrate: string) {
  document.documentElement.lang = 'en';
  document.head.innerHTML =
    `<script type="application/json" id="${AFTER_PAINT_ID}">` +
    `{"css":["/assets/app.css"],"modules":["/assets/vendor.js"]${hydrate}}</script>`;
  document.body.innerHTML =
    '<button id="burger">Menu</button><a id="trigger" href="/industries" data-opens-menu="">Industries</a>' +
    '<a id="about" href="/about">About</a>';
  // Runs as the page's module script would (the entry's import fails here, as a failed fetch would).
  new Function(bootstrapScript('/assets/entry.js'))();
}

const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
const click = (id: string) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the page bootstrap', () => {
  beforeEach(async () => {
    // jsdom has no paint timing: the bootstrap then goes on at once, as in such a browser.
    Object.assign(globalThis, { PerformanceObserver: { supportedEntryTypes: [] } });
    // An earlier test's bootstrap lets go of the page once told it has hydrated.
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    await tick();
  });

  it('loads the app after the first paint on a page that does not wait for an intent', () => {
    setUp('');
    expect(preloads()).toBe(1);
  });

  it('waits for the first intent on a landing page, then loads the app', () => {
    setUp(',"hydrate":"intent"');
    expect(preloads()).toBe(0);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(preloads()).toBe(1);
  });

  it('holds a button click until hydration, then sends it once; links are followed at once', async () => {
    setUp(',"hydrate":"intent"');
    let pressed = 0;
    document.getElementById('burger')!.addEventListener('click', () => (pressed += 1));
    expect(click('burger').defaultPrevented).toBe(true);
    expect(click('trigger').defaultPrevented).toBe(true);
    expect(click('about').defaultPrevented).toBe(false);
    expect(pressed).toBe(0);

    window.dispatchEvent(new Event(HYDRATED_EVENT));
    await tick();
    expect(pressed).toBe(1);
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    await tick();
    expect(pressed).toBe(1);
    // Once hydrated, clicks pass untouched.
    expect(click('burger').defaultPrevented).toBe(false);
    expect(pressed).toBe(2);
  });

  it('hydrates at once where the browser’s language has a version of the page, for the language suggestion', () => {
    Object.defineProperty(navigator, 'languages', { value: ['es-MX', 'en'], configurable: true });
    document.head.innerHTML = '';
    setUp(',"hydrate":"intent"');
    document.head.insertAdjacentHTML('beforeend', '<link rel="alternate" hreflang="es" href="/es/x"/>');
    new Function(bootstrapScript('/assets/entry.js'))();
    expect(preloads()).toBe(1);
    Object.defineProperty(navigator, 'languages', { value: ['en-US'], configurable: true });
  });

  it('hydrates at once at a fragment only the app knows, not at one naming an element', () => {
    window.history.replaceState(null, '', '#book-demo');
    setUp(',"hydrate":"intent"');
    expect(preloads()).toBe(1);
    window.history.replaceState(null, '', '#burger');
    setUp(',"hydrate":"intent"');
    expect(preloads()).toBe(0);
    window.history.replaceState(null, '', '#');
  });
});
