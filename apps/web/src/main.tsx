import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Cascade layer order first (base under mantine), then Mantine's baseline.
import './app/layers.css';
import './app/mantine-styles';
// The theme's CSS variables, generated at build time from lib/theme.ts (vite.config.ts).
import 'virtual:mantine-theme.css';
import './app/styles.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
