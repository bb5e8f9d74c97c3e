import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
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
  /** Goes up each time the dev server has the newest unsaved text: the page is then reloaded. */
  version: number;
}

/** Documents whose clicks already open their field (a WeakSet: old documents go with their frame). */
const attached = new WeakSet<Document>();

/** The real page from the dev server, updated by its hot updates as the form changes. */
export function Preview({ path, values, onPick, version }: PreviewProps) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef({ values, onPick });
  const scrollY = useRef(0);
  const [updating, setUpdating] = useState(true);
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

  // The server renders the unsaved text; a reload at the same scroll position shows it (the page's own
  // hot updates do not reach a page inside a frame reliably). Until it has loaded, the preview is busy:
  // a click on the old page would be lost with it.
  useEffect(() => {
    const view = frame.current?.contentWindow;
    if (!view || version === 0) return;
    scrollY.current = view.scrollY;
    setUpdating(true);
    view.location.reload();
  }, [version]);

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
