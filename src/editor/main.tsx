// The visual editor's page (dev only: served by scripts/editor/plugin.ts, never part of the build).
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorApp } from './EditorApp.tsx';

createRoot(document.getElementById('editor-root')!).render(
  <StrictMode>
    <MantineProvider>
      <EditorApp />
    </MantineProvider>
  </StrictMode>,
);
