import { expect, type Locator, type Page } from '@playwright/test';
import { gotoHydrated, test } from '../support.ts';

const CAPABILITIES = [
  'Answer Calls',
  'Support Sales',
  'Provide Information',
  'Capture Data',
  'Generate Insights',
  'Integrate Systems',
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
  // One page load for everything the home page shows; the links are followed below.
  test('opens with its hero, then the capabilities, Why, How It Works, and closes with Try Our Demo', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');

    await test.step("'Turn Every Call Into Action', 'Try a Demo' to /demo and 'Let's Chat' to /contact-us", async () => {
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Turn Every Call Into Action');
      await expect(main.getByRole('link', { name: 'Try a Demo' })).toHaveAttribute('href', '/demo');
      await expect(main.getByRole('link', { name: "Let's Chat" })).toHaveAttribute('href', '/contact-us');
    });

    await test.step('the six capability cards in SPEC order', async () => {
      expect(await h3sOf(sectionWithCard(main, 'Answer Calls'))).toEqual(CAPABILITIES);
    });

    await test.step('a Why section with Voice Specialists, Built for Business, Quick Setup and Australian-Owned', async () => {
      const why = sectionWithCard(main, 'Voice Specialists');
      await expect(why.getByRole('heading', { level: 2 })).toHaveText(/^Why/);
      expect(await h3sOf(why)).toEqual(['Voice Specialists', 'Built for Business', 'Quick Setup', 'Australian-Owned']);
    });

    await test.step('a four-step How It Works ending with Optimize', async () => {
      const howItWorks = main.getByRole('region', { name: 'How It Works' });
      expect(await h3sOf(howItWorks)).toEqual(['Discovery', 'Build & Train', 'Launch', 'Optimize']);
    });

    await test.step("closes with 'Try Our Demo' to /demo", async () => {
      await expect(main.getByRole('link', { name: 'Try Our Demo' })).toHaveAttribute('href', '/demo');
      const headings = await main.getByRole('heading', { level: 2 }).allInnerTexts();
      const ctaHeading = main.getByRole('link', { name: 'Try Our Demo' }).locator('xpath=ancestor::section[1]//h2');
      expect(headings.at(-1)).toBe(await ctaHeading.innerText());
    });
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
});

// One page load per page for what it shows (each part a step, so a failure names it); the Book a
// Demo dialog that /about hosts is tested in lead-capture/book-demo.spec.ts.
test('about page (/about): its sections in SPEC order, with their items, and Chat with us to /contact-us', async ({
  page,
}) => {
  await page.goto('/about');
  const main = page.getByRole('main');

  await test.step('the sections in SPEC order', async () => {
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const h2s = (await main.getByRole('heading', { level: 2 }).allInnerTexts()).map((text) => text.trim());
    const specOrder = ['How It Works', 'What Our Voice Agents Do', 'Our Story', 'Our Mission', /^Why Choose/];
    expect(inOrder(h2s, specOrder), h2s.join(' | ')).toBe(true);
  });

  await test.step('How It Works with Discovery, Build & Train, Launch and Optimise', async () => {
    const howItWorks = main.getByRole('region', { name: 'How It Works' });
    expect(await h3sOf(howItWorks)).toEqual(['Discovery', 'Build & Train', 'Launch', 'Optimise']);
  });

  await test.step('six capabilities under What Our Voice Agents Do', async () => {
    const capabilities = main.getByRole('region', { name: 'What Our Voice Agents Do' });
    expect(await h3sOf(capabilities)).toEqual(CAPABILITIES);
  });

  await test.step('Our Story, Our Mission and four Why Choose items', async () => {
    await expect(main.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    const whyChoose = main.getByRole('region', { name: /^Why Choose/ });
    await expect(whyChoose.getByRole('heading', { level: 3 })).toHaveCount(4);
  });

  await test.step('the stat strip 24/7, Any Scale, Multi-Language, PCI Compliant', async () => {
    for (const figure of ['24/7', 'Any Scale', 'Multi-Language', 'PCI Compliant']) {
      await expect(main.getByRole('definition').filter({ hasText: new RegExp(`^${figure}$`) })).toBeVisible();
    }
    const figures = (await main.getByRole('definition').allInnerTexts()).map((text) => text.trim());
    expect(inOrder(figures, ['24/7', 'Any Scale', 'Multi-Language', 'PCI Compliant']), figures.join(' | ')).toBe(true);
  });

  await test.step("'Chat with us' to /contact-us", async () => {
    const chat = main.getByRole('link', { name: 'Chat with us' });
    await expect(chat.first()).toBeVisible();
    for (const link of await chat.all()) await expect(link).toHaveAttribute('href', '/contact-us');
  });
});

test('learn more page (/learn-more): the simple bar, what voice agents are, and Chat with us to /contact-us', async ({
  page,
}) => {
  await gotoHydrated(page, '/learn-more');
  const header = page.getByRole('banner');
  const main = page.getByRole('main');

  await test.step('the simple bar: Home and About links, no Industries or Demos menu', async () => {
    const nav = header.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
    await expect(header.getByRole('button', { name: 'Industries' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Demos' })).toHaveCount(0);
  });

  await test.step('explains AI voice agents, their capabilities and use cases', async () => {
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/voice agent/i);
    const h2s = await main.getByRole('heading', { level: 2 }).allInnerTexts();
    for (const topic of [/what is an ai voice agent/i, /can do|capabilit/i, /use cases/i]) {
      expect(
        h2s.some((text) => topic.test(text)),
        `${topic} in ${h2s.join(' | ')}`,
      ).toBe(true);
    }
  });

  await test.step("'Chat with us' goes to /contact-us", async () => {
    const chat = main.getByRole('link', { name: 'Chat with us' });
    for (const link of await chat.all()) await expect(link).toHaveAttribute('href', '/contact-us');
    await chat.first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});

test('privacy policy page (/privacy-policy): eight sections, last updated January 6, 2025, the SPEC topics', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const main = page.getByRole('main');

  await test.step('eight sections, each an h2 after the h1', async () => {
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(8);
    const levels = await main.evaluate((element) =>
      [...element.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName.slice(1))),
    );
    expect(levels).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 2]);
  });

  await test.step('last updated January 6, 2025', async () => {
    await expect(main.getByText(/January 6, 2025/)).toBeVisible();
  });

  await test.step('covers recordings, local storage, service providers and the Australian Privacy Principles', async () => {
    const text = await main.innerText();
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
