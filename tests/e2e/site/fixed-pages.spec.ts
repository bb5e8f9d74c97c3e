import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from '../support.ts';

const CAPABILITIES = [
  'Answer Calls',
  'Support Sales',
  'Provide Information',
  'Capture Data',
  'Generate Insights',
  'Integrate Systems',
];

const FIXED_PAGES = ['/', '/about', '/learn-more', '/privacy-policy', '/contact-us'];
const LANDING_PAGES = [
  '/restaurant',
  '/automotive',
  '/healthcare',
  '/real-estate',
  '/ecommerce-retail',
  '/insurance',
  '/logistics',
  '/telecommunications',
  '/travel-hospitality',
  '/trades',
];

/** The h1 text of a prerendered document, parsed the way the browser parses it. */
async function prerenderedH1(page: Page, html: string): Promise<string> {
  return page.evaluate(
    (source) => new DOMParser().parseFromString(source, 'text/html').querySelector('h1')?.textContent?.trim() ?? '',
    html,
  );
}

/** The section (a labelled region) that holds an h3 with this name. */
function sectionWithCard(main: Locator, cardTitle: string): Locator {
  return main.getByRole('region').filter({ has: main.page().getByRole('heading', { level: 3, name: cardTitle }) });
}

async function h3sOf(section: Locator): Promise<string[]> {
  return (await section.getByRole('heading', { level: 3 }).allInnerTexts()).map((text) => text.trim());
}

/** True when `expected` appears in `actual` in the same order (other items may sit between). */
function inOrder(actual: string[], expected: Array<string | RegExp>): boolean {
  let next = 0;
  for (const item of actual) {
    const want = expected[next];
    if (want !== undefined && (typeof want === 'string' ? item === want : want.test(item))) next += 1;
  }
  return next === expected.length;
}

test.describe('home page (/)', () => {
  test("opens with 'Turn Every Call Into Action', 'Try a Demo' to /demo and 'Let's Chat' to /contact-us", async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Turn Every Call Into Action');
    await expect(main.getByRole('link', { name: 'Try a Demo' })).toHaveAttribute('href', '/demo');
    await expect(main.getByRole('link', { name: "Let's Chat" })).toHaveAttribute('href', '/contact-us');
  });

  test('shows the six capability cards in SPEC order', async ({ page }) => {
    await page.goto('/');

    expect(await h3sOf(sectionWithCard(page.getByRole('main'), 'Answer Calls'))).toEqual(CAPABILITIES);
  });

  test('has a Why section with Voice Specialists, Built for Business, Quick Setup and Australian-Owned', async ({
    page,
  }) => {
    await page.goto('/');
    const why = sectionWithCard(page.getByRole('main'), 'Voice Specialists');

    await expect(why.getByRole('heading', { level: 2 })).toHaveText(/^Why/);
    expect(await h3sOf(why)).toEqual(['Voice Specialists', 'Built for Business', 'Quick Setup', 'Australian-Owned']);
  });

  test('has a four-step How It Works ending with Optimize', async ({ page }) => {
    await page.goto('/');
    const howItWorks = page.getByRole('main').getByRole('region', { name: 'How It Works' });

    expect(await h3sOf(howItWorks)).toEqual(['Discovery', 'Build & Train', 'Launch', 'Optimize']);
  });

  test("closes with 'Try Our Demo' to /demo", async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');

    await expect(main.getByRole('link', { name: 'Try Our Demo' })).toHaveAttribute('href', '/demo');
    const headings = await main.getByRole('heading', { level: 2 }).allInnerTexts();
    const ctaHeading = main.getByRole('link', { name: 'Try Our Demo' }).locator('xpath=ancestor::section[1]//h2');
    expect(headings.at(-1)).toBe(await ctaHeading.innerText());
  });

  for (const [label, path] of [
    ['Try a Demo', '/demo'],
    ["Let's Chat", '/contact-us'],
    ['Try Our Demo', '/demo'],
  ] as const) {
    test(`'${label}' takes the visitor to ${path}`, async ({ page, request }) => {
      const targetH1 = await prerenderedH1(page, await (await request.get(path)).text());
      await gotoHydrated(page, '/');

      await page.getByRole('main').getByRole('link', { name: label }).click();

      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(targetH1);
    });
  }

  test("'Let's Chat' reaches the contact page headed 'Let's Have a Chat!'", async ({ page }) => {
    await gotoHydrated(page, '/');

    await page.getByRole('main').getByRole('link', { name: "Let's Chat" }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Have a Chat!");
  });
});

test.describe('about page (/about)', () => {
  test('has its sections in SPEC order', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const h2s = (await main.getByRole('heading', { level: 2 }).allInnerTexts()).map((text) => text.trim());
    const specOrder = ['How It Works', 'What Our Voice Agents Do', 'Our Story', 'Our Mission', /^Why Choose/];
    expect(inOrder(h2s, specOrder), h2s.join(' | ')).toBe(true);
  });

  test('has How It Works with Discovery, Build & Train, Launch and Optimise', async ({ page }) => {
    await page.goto('/about');
    const howItWorks = page.getByRole('main').getByRole('region', { name: 'How It Works' });

    expect(await h3sOf(howItWorks)).toEqual(['Discovery', 'Build & Train', 'Launch', 'Optimise']);
  });

  test('lists six capabilities under What Our Voice Agents Do', async ({ page }) => {
    await page.goto('/about');
    const capabilities = page.getByRole('main').getByRole('region', { name: 'What Our Voice Agents Do' });

    expect(await h3sOf(capabilities)).toEqual(CAPABILITIES);
  });

  test('has Our Story, Our Mission and four Why Choose items', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    const whyChoose = main.getByRole('region', { name: /^Why Choose/ });
    await expect(whyChoose.getByRole('heading', { level: 3 })).toHaveCount(4);
  });

  test('shows the stat strip 24/7, Any Scale, Multi-Language, PCI Compliant', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');

    for (const figure of ['24/7', 'Any Scale', 'Multi-Language', 'PCI Compliant']) {
      await expect(main.getByRole('definition').filter({ hasText: new RegExp(`^${figure}$`) })).toBeVisible();
    }
    const figures = (await main.getByRole('definition').allInnerTexts()).map((text) => text.trim());
    expect(inOrder(figures, ['24/7', 'Any Scale', 'Multi-Language', 'PCI Compliant']), figures.join(' | ')).toBe(true);
  });

  test("links 'Chat with us' to /contact-us", async ({ page }) => {
    await page.goto('/about');
    const chat = page.getByRole('main').getByRole('link', { name: 'Chat with us' });

    await expect(chat.first()).toBeVisible();
    for (const link of await chat.all()) await expect(link).toHaveAttribute('href', '/contact-us');
  });

  test("opens the Book a Demo dialog from the 'Book a Demo' button", async ({ page }) => {
    await gotoHydrated(page, '/about');

    await page.getByRole('main').getByRole('button', { name: 'Book a Demo' }).first().click();

    await expect(page.getByRole('dialog', { name: 'Book a Demo' })).toBeVisible();
  });
});

test.describe('learn more page (/learn-more)', () => {
  test('uses the simple bar: Home and About links, no Industries or Demos menu', async ({ page }) => {
    await page.goto('/learn-more');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation');

    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
    await expect(header.getByRole('button', { name: 'Industries' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Demos' })).toHaveCount(0);
  });

  test('explains AI voice agents, their capabilities and use cases', async ({ page }) => {
    await page.goto('/learn-more');
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/voice agent/i);
    const h2s = await main.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(
      h2s.some((text) => /what is an ai voice agent/i.test(text)),
      h2s.join(' | '),
    ).toBe(true);
    expect(
      h2s.some((text) => /can do|capabilit/i.test(text)),
      h2s.join(' | '),
    ).toBe(true);
    expect(
      h2s.some((text) => /use cases/i.test(text)),
      h2s.join(' | '),
    ).toBe(true);
  });

  test("links 'Chat with us' to /contact-us", async ({ page }) => {
    await gotoHydrated(page, '/learn-more');
    const chat = page.getByRole('main').getByRole('link', { name: 'Chat with us' });

    for (const link of await chat.all()) await expect(link).toHaveAttribute('href', '/contact-us');
    await chat.first().click();

    await expect(page).toHaveURL(/\/contact-us$/);
  });
});

test.describe('privacy policy page (/privacy-policy)', () => {
  test('has eight sections, each an h2 after the h1', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(8);
    const levels = await main.evaluate((element) =>
      [...element.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName.slice(1))),
    );
    expect(levels).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 2]);
  });

  test('says it was last updated January 6, 2025', async ({ page }) => {
    await page.goto('/privacy-policy');

    await expect(page.getByRole('main').getByText(/January 6, 2025/)).toBeVisible();
  });

  test('covers recordings, local storage, service providers and the Australian Privacy Principles', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    const text = await page.getByRole('main').innerText();

    for (const topic of [
      /voice recordings/i,
      /transcripts/i,
      /local storage/i,
      /Australian Privacy Principles/,
      /retention|retain/i,
    ]) {
      expect(text).toMatch(topic);
    }
  });
});

test.describe('no horizontal scroll', () => {
  for (const width of [360, 1440]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      for (const path of width === 360 ? [...FIXED_PAGES, ...LANDING_PAGES] : FIXED_PAGES) {
        test(`on ${path}`, async ({ page }) => {
          await gotoHydrated(page, path);

          const overflow = await page.evaluate(() => {
            const { scrollWidth, clientWidth } = document.documentElement;
            const culprits = [...document.querySelectorAll('body *')]
              .filter((element) => element.getBoundingClientRect().right > clientWidth + 1)
              .slice(0, 5)
              .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
            return { scrollWidth, clientWidth, culprits };
          });
          expect(overflow.scrollWidth, `wider than the viewport: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(
            overflow.clientWidth,
          );
        });
      }
    });
  }
});
