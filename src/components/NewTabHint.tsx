import { site } from 'virtual:content';

/** Tells screen readers that a link opens a new tab, in site.yaml's words (`newTabHint`); not shown. */
export function NewTabHint() {
  return <span className="visually-hidden"> {site.newTabHint}</span>;
}
