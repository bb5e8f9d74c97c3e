import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureProblems, fixtureSources } from '../../support/content.ts';

/**
 * Each mistake an author can make, with the exact text they will read. The files are the small
 * fixtures in tests/fixtures/content (one malformed copy per case), so the positions pinned here
 * never move when the real content in industries/ is edited.
 */
describe('content validation messages', () => {
  it('accepts the fixture site', () => {
    expect(fixtureProblems()).toBe('');
  });

  it('reports a missing key as Required at the block that lacks it, with what belongs there', () => {
    expect(fixtureProblems('bakery.missing-key.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:35:1 demo.heading: Required: "heading" is missing from this block. Add it: the page h1, e.g. "Healthcare AI Voice Demo""`,
    );
  });

  it('finds a missing key that an indented line wrote into the text above', () => {
    expect(fixtureProblems('bakery.swallowed-key.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:40:5 demo.heading: Required: "heading" is missing from its block. This line has it, but indented so that YAML reads it as part of the value above: line it up with the other keys of the block"`,
    );
  });

  it('reports a wrong type with the allowed range and what to type', () => {
    expect(fixtureProblems('bakery.wrong-type.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:7:12 nav.industries.order: Expected a whole number from 1 to 999, got text "first". Write it in digits, without quotes"`,
    );
  });

  it('reports a number out of range with the allowed range', () => {
    expect(fixtureProblems('bakery.out-of-range.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:7:12 nav.industries.order: 1200 is too large: the largest allowed is 999. Write a whole number from 1 to 999"`,
    );
  });

  it('reports text that is too long with its length, the limit and how much to cut', () => {
    expect(fixtureProblems('bakery.too-long.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:12:10 landing.title: Too long: 83 characters, but this key takes at most 70 characters. Shorten it by 13 characters"`,
    );
  });

  it('reports an unknown key at the key, with a spelling suggestion and the allowed keys', () => {
    expect(fixtureProblems('bakery.unknown-key.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:12:3 landing.tittle: Unknown key "tittle". Did you mean "title"? Allowed keys: path, title, description, sections"`,
    );
  });

  it('reports a bad enum value with the allowed values and a suggestion', () => {
    expect(fixtureProblems('bakery.bad-enum.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:22:20 landing.sections[0].actions[1].variant: Expected one of: "primary", "secondary", "subtle"; got text "secondry". Did you mean "secondary"?"`,
    );
  });

  it('reports an unknown section type with every section type', () => {
    expect(fixtureProblems('bakery.section-type.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:29:13 landing.sections[2].type: Unknown type: expected one of hero, cards, comparison, stats, faq, testimonials, story, roi, steps, dialogue, checklist, cta, prose, contact-form, book-demo; got "faqs". Did you mean "faq"?"`,
    );
  });

  it('reports a YAML syntax error once, at the line that causes it', () => {
    expect(fixtureProblems('bakery.tab-indent.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:11:1 YAML syntax error: Tabs are not allowed as indentation. Indent with spaces, never tabs"`,
    );
  });

  it('tells how to quote text with a colon in it', () => {
    expect(fixtureProblems('bakery.text-colon.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:16:14 YAML syntax error: Text with ": " in it must be in quotes, or YAML reads it as a new key. Write title: "Cakes: every order answered""`,
    );
  });

  it('reports a dead internal link with the nearest real path', () => {
    expect(fixtureProblems('bakery.dead-link.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:19:17 landing.sections[0].actions[0].href: Link to "/bakery-demos" goes nowhere: no page has the path "/bakery-demos". Did you mean "/bakery-demo"?"`,
    );
  });

  it('reports a slug that is not the file name', () => {
    expect(fixtureProblems('bakery.slug-mismatch.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:2:7 slug: Must match the file name: expected "bakery", got "bakeries". Rename the file or change the slug"`,
    );
  });

  it('reports an empty file', () => {
    expect(fixtureProblems('bakery.empty.yaml')).toMatchInlineSnapshot(`
      "industries/bakery.yaml:1:1 The file is empty: copy an existing file of the same kind as a starting point, or run npm run new:industry
      industries/site.yaml:12:13 navbar.links[0].href: Link to "/bakery" goes nowhere: no page has the path "/bakery"
      industries/site.yaml:15:11 navbar.button.href: Link to "/bakery-demo" goes nowhere: no page has the path "/bakery-demo"
      industries/site.yaml:19:11 simpleNavbar.about.href: Link to "/bakery" goes nowhere: no page has the path "/bakery"
      industries/site.yaml:27:17 footer.columns[0].links[1].href: Link to "/bakery#faq" goes nowhere: no page has the path "/bakery""
    `);
  });

  it('reports a dead link in the navigation bar of site.yaml', () => {
    expect(fixtureProblems('site.dead-nav-link.yaml')).toMatchInlineSnapshot(
      `"industries/site.yaml:12:13 navbar.links[0].href: Link to "/bakerys" goes nowhere: no page has the path "/bakerys". Did you mean "/bakery"?"`,
    );
  });

  it('reports a contact address that is not an e-mail address', () => {
    expect(fixtureProblems('site.bad-email.yaml')).toMatchInlineSnapshot(
      `"industries/site.yaml:6:15 contactEmail: "hello at acme" is not an e-mail address: write one like hello@example.com"`,
    );
  });

  it('reports a Book a Demo page without the dialog', () => {
    expect(fixtureProblems('site.book-demo-page.yaml')).toMatchInlineSnapshot(
      `"industries/site.yaml:28:15 bookDemoHref: "/bakery" has no book-demo section, so Book a Demo buttons that lead there would not find the dialog. Point bookDemoHref at a page that has one, or add "- type: book-demo" to that page's sections"`,
    );
  });

  it('reports a key with nothing under it, listing the keys that go there', () => {
    expect(fixtureProblems('general.empty-mapping.yaml')).toMatchInlineSnapshot(
      `"industries/demos/general.yaml:22:5 demo.messages.required: Expected a mapping (key: value lines), got nothing (an empty value). Add its keys on the lines below, indented: title, message (required); or delete the line"`,
    );
  });

  it('reports a title another page has, at the later file in checking order, naming the first', () => {
    expect(fixtureProblems('general.duplicate-title.yaml')).toMatchInlineSnapshot(
      `"industries/pages/home.yaml:4:8 title: Duplicate title "Acme | AI Voice Agents for Bakeries": industries/demos/general.yaml:10 already uses it, and search results would show two pages alike. Write a title of its own"`,
    );
  });

  it('reports a value in the wrong form, quoting it', () => {
    expect(fixtureProblems('general.storage-typo.yaml')).toMatchInlineSnapshot(
      `"industries/demos/general.yaml:25:22 demo.storage.localStorageKey: "general-demo-user" is not a storage key: write letters and digits only, starting with a letter, e.g. realEstateDemoUser"`,
    );
  });

  it('merges a union failure into one expected-one-of, with a suggestion', () => {
    expect(fixtureProblems('general.union.yaml')).toMatchInlineSnapshot(
      `"industries/demos/general.yaml:24:12 demo.storage: Expected "memory" or a mapping (key: value lines); got text "memry". Did you mean "memory"?"`,
    );
  });

  it('reports a list with too many items and how many to remove', () => {
    expect(fixtureProblems('general.too-many-fields.yaml')).toMatchInlineSnapshot(
      `"industries/demos/general.yaml:16:5 demo.fields: Too many items: 5, but this list takes at most 4. Remove 1"`,
    );
  });

  it('tells how to make a number text', () => {
    expect(fixtureProblems('bakery.number-as-text.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:39:12 demo.heading: Expected text, got the number 2025. Put it in quotes to make it text: "2025""`,
    );
  });

  it('reports an unknown icon with the nearest name and the list', () => {
    expect(fixtureProblems('bakery.icon.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:26:17 landing.sections[1].items[0].icon: Unknown icon "phone-cal". Did you mean "phone-call"? Use one of the names in schemas/icons.ts: phone, phone-call, phone-incoming, headset, microphone, message-circle, messages, calendar, calendar-event, clock, clock-24, bolt, rocket, shield-check, lock, certificate, world, language, building-store, tools-kitchen-2, car, stethoscope, heart-rate-monitor, home, building-estate, shopping-cart, shopping-bag, receipt, truck, truck-delivery, package, map-pin, plane, luggage, bed, antenna, wifi, router, tool, hammer, bulb, users, user, user-check, chart-bar, chart-line, trending-up, database, plug, plug-connected, arrows-shuffle, route, file-text, clipboard-list, checklist, adjustments, settings, brain, robot, sparkles, star, thumb-up, coin, currency-dollar, report-money, cash, moon, sun, alarm, bell, target, heart, flag, award, school, lifebuoy, pill, ambulance, file-certificate, id, credit-card, discount, zoom-question, help, message-chatbot, api, link, device-mobile, mail"`,
    );
  });

  it('explains an apostrophe inside single quotes', () => {
    expect(fixtureProblems('bakery.apostrophe.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:16:27 YAML syntax error: Text goes on after a closing quote or bracket. Inside 'single quotes' an apostrophe is written twice (it''s). Put the whole text in one pair of quotes: title: "Every baker's order answered""`,
    );
  });

  it('reports a line indented too far', () => {
    expect(fixtureProblems('bakery.indent.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:25:9 YAML syntax error: This line is indented further than the key above it, so it reads as part of that value. Line it up with the key above"`,
    );
  });

  it('reports a page that does not open with a hero', () => {
    expect(fixtureProblems('bakery.first-section.yaml')).toMatchInlineSnapshot(
      `"industries/bakery.yaml:15:5 landing.sections: The first section must be of type hero (or contact-form on the contact page), since it holds the page h1: move the hero back to the top of sections"`,
    );
  });

  it('reports a duplicate path at both ends', () => {
    expect(fixtureProblems('general.duplicate-path.yaml')).toMatchInlineSnapshot(`
      "industries/bakery.yaml:36:9 demo.path: Duplicate path "/bakery-demo": every page needs its own path (also in industries/demos/general.yaml:9)
      industries/demos/general.yaml:9:9 demo.path: Duplicate path "/bakery-demo": every page needs its own path (also in industries/bakery.yaml:36)
      industries/pages/home.yaml:11:15 sections[0].actions[0].href: Link to "/demo" goes nowhere: no page has the path "/demo". Did you mean "/demos"?"
    `);
  });

  it('reports a copied industry file at every clash except its menu number', () => {
    const bakery = fixtureSources().find((source) => source.file === 'industries/bakery.yaml')!;
    const copy = {
      ...bakery,
      file: 'industries/bakery-copy.yaml',
      source: bakery.source.replace('slug: bakery', 'slug: bakery-copy'),
    };
    // The copy keeps order: 1; equal numbers sort by label, so only what visitors would see twice is reported.
    expect(fixtureProblems(undefined, [copy])).toMatchInlineSnapshot(`
      "industries/bakery-copy.yaml:6:12 nav.industries.label: Duplicate Industries menu label "Bakery": industries/bakery.yaml:6 already has it, so visitors could not tell the two apart. Change this label
      industries/bakery-copy.yaml:9:12 nav.demos.label: Duplicate Demos menu label "Bakery Demo": industries/bakery.yaml:9 already has it, so visitors could not tell the two apart. Change this label
      industries/bakery-copy.yaml:11:9 landing.path: Duplicate path "/bakery": every page needs its own path (also in industries/bakery.yaml:11)
      industries/bakery-copy.yaml:12:10 landing.title: Duplicate title "AI Voice Agents for Bakeries | Acme": industries/bakery.yaml:12 already uses it, and search results would show two pages alike. Write a title of its own
      industries/bakery-copy.yaml:13:16 landing.description: Duplicate description: industries/bakery.yaml:13 already uses the same text, and search engines show it under both pages. Write one for this page
      industries/bakery-copy.yaml:36:9 demo.path: Duplicate path "/bakery-demo": every page needs its own path (also in industries/bakery.yaml:36)
      industries/bakery-copy.yaml:37:10 demo.title: Duplicate title "Bakery AI Voice Demo | Acme": industries/bakery.yaml:37 already uses it, and search results would show two pages alike. Write a title of its own
      industries/bakery-copy.yaml:38:16 demo.description: Duplicate description: industries/bakery.yaml:38 already uses the same text, and search engines show it under both pages. Write one for this page
      industries/bakery.yaml:11:9 landing.path: Duplicate path "/bakery": every page needs its own path (also in industries/bakery-copy.yaml:11)
      industries/bakery.yaml:36:9 demo.path: Duplicate path "/bakery-demo": every page needs its own path (also in industries/bakery-copy.yaml:36)"
    `);
  });

  it('reports a bad crm webhook name, a plain-http address and a secret written into the YAML', () => {
    expect(fixtureProblems('site.crm-webhook.yaml')).toMatchInlineSnapshot(`
      "industries/site.yaml:31:13 crm.webhooks[0].name: Use lower-case letters, digits and dashes, starting with a letter, e.g. zapier
      industries/site.yaml:32:12 crm.webhooks[0].url: Give the https address the receiver shows, e.g. https://hooks.zapier.com/hooks/catch/1/abc/
      industries/site.yaml:33:7 crm.webhooks[0].secret: Unknown key "secret": rename it to one of the allowed keys or delete it. Allowed keys: name, url, events"
    `);
  });

  it('reports two webhooks with one name and a HubSpot property mapped to no lead field', () => {
    expect(fixtureProblems('site.crm-hubspot.yaml')).toMatchInlineSnapshot(`
      "industries/site.yaml:31:5 crm.webhooks: Each webhook needs a name of its own: two share one
      industries/site.yaml:38:14 crm.hubspot.properties.email: Expected one of: "person.name", "person.firstName", "person.lastName", "person.email", "person.phone", "person.company", "person.website", "leadId", "source", "flow", "page", "locale", "consent.text", "call.summary", "call.successful"; got text "person.mail". Did you mean "person.email"?"
    `);
  });

  it('has a case for every malformed fixture', () => {
    const source = readFileSync(new URL(import.meta.url), 'utf8');
    for (const name of readdirSync('tests/fixtures/content/malformed')) expect(source).toContain(`'${name}'`);
  });
});
