// The visual editor's page (dev only: served by scripts/editor-server/plugin.ts, never part of the build).
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorApp } from './EditorApp.tsx';

// Vite's error overlay repeats, with the old text, a problem the form already shows at its field; it is
// hidden by the page's style and removed here as soon as Vite adds it (see scripts/editor-server/plugin.ts).
new MutationObserver(() =>
  document.querySelectorAll('vite-error-overlay').forEach((overlay) => overlay.remove()),
).observe(document.body, { childList: true });

createRoot(document.getElementById('editor-root')!).render(
  <StrictMode>
    <MantineProvider>
      <EditorApp />
    </MantineProvider>
  </StrictMode>,
);
