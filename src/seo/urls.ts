/** The absolute address of a site path: `https://www.example.com` + `/healthcare`. The home page keeps its slash. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
