import type { AnyRouter } from '@tanstack/react-router';

/** Dispatched on the page's window once it shows the newest copy: the editor's preview waits for it. */
export const CONTENT_APPLIED_EVENT = 'site-content:applied';

/**
 * Dev only: when a YAML file is saved, re-runs the route loaders so the page shows the new copy
 * without a reload (scripts/content-engine/vite-plugin.ts decides what changed). Either Vite hot-updated a
 * content data module the page had imported, or the plugin sent `site-content:update` for copy the
 * page had not imported yet (`refetch`). That event also clears the error overlay of an earlier
 * broken save, and asks for a reload when the route table or a menu changed (`reload`).
 */
export function refreshOnContentUpdate(router: AnyRouter): void {
  const hot = import.meta.hot;
  if (!hot) return;
  const refresh = () =>
    void router
      .invalidate()
      .then(() => requestAnimationFrame(() => window.dispatchEvent(new Event(CONTENT_APPLIED_EVENT))));
  hot.on('vite:afterUpdate', ({ updates }) => {
    if (updates.some((update) => update.path.includes('virtual:content/data/'))) refresh();
  });
  hot.on('site-content:update', ({ refetch, reload }: { refetch?: boolean; reload?: boolean }) => {
    // The route table or a menu changed: every page may differ, so start afresh.
    if (reload) return location.reload();
    document
      .querySelectorAll('vite-error-overlay')
      .forEach((overlay) => (overlay as HTMLElement & { close(): void }).close());
    if (refetch) refresh();
  });
}
