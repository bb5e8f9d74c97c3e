// Whether a Content-Security-Policy lets the page connect to an origin. check:live opens signed links
// from Node, where no policy applies; the browser refuses a link whose origin connect-src does not
// allow, so the voice demo would fail only for visitors.

/** The directives of a Content-Security-Policy, by name. */
export function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** ws/wss follow http/https for 'self' and for sources written with the http scheme (CSP Level 3). */
const secureOf = (scheme: string) => ({ 'ws:': 'http:', 'wss:': 'https:' })[scheme] ?? scheme;

/** One source expression against a URL: a scheme (`wss:`), a host with an optional `*.` and port, or 'self'. */
function sourceAllows(source: string, target: URL, site: URL): boolean {
  if (source === "'self'") {
    return target.host === site.host && secureOf(target.protocol) === secureOf(site.protocol);
  }
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return target.protocol === source.toLowerCase();
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?/i.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (scheme && `${scheme.toLowerCase()}:` !== target.protocol) {
    // http(s) sources also allow ws(s) to the same host (CSP Level 3, "scheme-part matching").
    if (`${scheme.toLowerCase()}:` !== secureOf(target.protocol)) return false;
  }
  const hostOk = wildcard
    ? target.hostname.endsWith(`.${host!.toLowerCase()}`)
    : target.hostname === host!.toLowerCase();
  const defaultPort = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' }[target.protocol];
  const portOk = port === '*' || (port ?? defaultPort) === (target.port || defaultPort);
  return hostOk && portOk;
}

/** Whether the policy's connect-src (else default-src) lets a page of `site` open `url`. */
export function connectAllowed(policy: string, url: string, site: string): boolean {
  const parsed = directives(policy);
  const sources = parsed.get('connect-src') ?? parsed.get('default-src') ?? ['*'];
  if (sources.includes('*')) return true;
  return sources.some((source) => sourceAllows(source, new URL(url), new URL(site)));
}
