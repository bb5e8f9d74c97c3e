// The registry the site is built from, on the fixture site: every route has its data and head, flows
// keep title and description in the head only, and pages that open the Book a Demo dialog say so.
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../../scripts/content-engine/load.ts';
import { fixtureSite } from '../../fixture-site.ts';

describe('the content registry', () => {
  const { registry } = loadContent({ root: process.cwd(), contentDir: fixtureSite() });

  it('gives every route its data, with a title and a description in its head', () => {
    for (const route of registry!.routes) {
      expect(route.data.kind, route.path).toBe(route.kind);
      expect(route.data.head.title.length, route.path).toBeGreaterThan(0);
      expect(route.data.head.description.length, route.path).toBeGreaterThanOrEqual(50);
    }
  });

  it('keeps title and description in the head only, not again in a flow', () => {
    for (const route of registry!.routes) {
      if (route.kind !== 'demo') continue;
      expect(Object.keys(route.data.demo), route.path).not.toContain('title');
      expect(Object.keys(route.data.demo), route.path).not.toContain('description');
    }
  });

  it('marks the pages whose sections open the Book a Demo dialog, /about among them', () => {
    const hosts = registry!.routes.flatMap((route) =>
      route.kind === 'page' && route.data.hostsBookDemo ? [route.path] : [],
    );
    expect(hosts).toContain('/about');
    for (const route of registry!.routes) {
      if (route.kind !== 'page') continue;
      expect(route.data.hostsBookDemo, route.path).toBe(
        JSON.stringify(route.data.sections).includes('"action:book-demo"'),
      );
    }
  });
});
