import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CONTENT_APPLIED_EVENT } from '../../router/contentHmr.ts';
import { pathForElement } from './textPaths.ts';

/** Phone and desktop widths of the preview, in CSS pixels. */
const WIDTHS = { phone: 390, desktop: 1280 } as const;

interface PreviewProps {
  /** The page's path on this dev server, e.g. /trades. */
  path: string;
  /** The form's current values, to find the field behind a clicked text. */
  values: unknown;
  /** Called with the form path of a clicked text. */
  onPick(path: string): void;
  /**
   * When (performance.now()) the newest text went to the dev server, set once the server has it: the
   * page then shows it by its own hot update, or is reloaded. 0 before any edit.
   */
  version: number;
}

/**
 * How long the preview waits for the page's own hot update before it reloads the page instead. A hot
 * update re-runs the page's loaders in place (src/router/contentHmr.ts); a reload loads the whole
 * dev-mode page again, which costs the editor's main thread a second or more per edit.
 */
const HOT_UPDATE_WAIT_MS = 4000;

/** Documents whose clicks already open their field (a WeakSet: old documents go with their frame). */
const attached = new WeakSet<Document>();

/**
 * The frame's page kept in step with the form: a click on a text picks its field, and an edit waits for
 * the page's own hot update (the preview is busy meanwhile) or reloads it at the same scroll position.
 */
function usePreviewFrame(values: unknown, onPick: (path: string) => void, version: number) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef({ values, onPick });
  const scrollY = useRef(0);
  const [updating, setUpdating] = useState(true);
  /** When the page last said it shows the newest copy, and the reload waiting for that to happen. */
  const appliedAt = useRef(0);
  const fallback = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = { values, onPick };
  });

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const attach = () => {
      const doc = iframe.contentDocument;
      // Once per document: the load event and the already-loaded check below may both see it.
      if (!doc || doc.URL === 'about:blank' || attached.has(doc)) return;
      attached.add(doc);
      iframe.contentWindow?.scrollTo(0, scrollY.current);
      setUpdating(false);
      iframe.contentWindow?.addEventListener(CONTENT_APPLIED_EVENT, () => {
        appliedAt.current = performance.now();
        clearTimeout(fallback.current);
        setUpdating(false);
      });
      // A click edits instead of following the link or pressing the button.
      doc.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          event.stopPropagation();
          // The iframe's nodes belong to its own window, so `instanceof Element` would be false here.
          const target = event.target as Element | null;
          const picked = pathForElement(target, latest.current.values);
          if (picked) latest.current.onPick(picked);
        },
        true,
      );
    };
    iframe.addEventListener('load', attach);
    // A page served from cache can finish loading before this effect runs: its load event is gone.
    if (iframe.contentDocument?.readyState === 'complete') attach();
    return () => iframe.removeEventListener('load', attach);
  }, []);

  // The server has the unsaved text. The page inside the frame usually shows it by its own hot update,
  // which may come before or after this; when none comes in time (a change the page cannot take in
  // place, or a missed update) it is reloaded at the same scroll position. Until then the preview is
  // busy: a click on the old text would pick the wrong field.
  useEffect(() => {
    const view = frame.current?.contentWindow;
    if (!view || version === 0 || appliedAt.current > version) return;
    setUpdating(true);
    clearTimeout(fallback.current);
    fallback.current = setTimeout(() => {
      scrollY.current = view.scrollY;
      view.location.reload();
    }, HOT_UPDATE_WAIT_MS);
    return () => clearTimeout(fallback.current);
  }, [version]);

  return { frame, updating };
}

/** The real page from the dev server, updated by its hot updates as the form changes. */
export function Preview({ path, values, onPick, version }: PreviewProps) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const { frame, updating } = usePreviewFrame(values, onPick, version);

  const scale = width === 'desktop' ? 0.5 : 1;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm">
          Preview of <code>{path}</code>: click a text to edit it{updating ? ' (updating…)' : ''}
        </Text>
        <SegmentedControl
          size="xs"
          data={[
            { label: 'Phone', value: 'phone' },
            { label: 'Desktop', value: 'desktop' },
          ]}
          value={width}
          onChange={(next) => setWidth(next === 'phone' ? 'phone' : 'desktop')}
        />
      </Group>
      <div style={{ width: WIDTHS[width] * scale, height: '80vh', overflow: 'hidden', border: '1px solid #ccc' }}>
        <iframe
          ref={frame}
          title="Page preview"
          aria-busy={updating}
          src={path}
          style={{
            width: WIDTHS[width],
            height: `calc(80vh / ${scale})`,
            border: 0,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
          }}
        />
      </div>
    </Stack>
  );
}
