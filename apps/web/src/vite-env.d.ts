/// <reference types="vite/client" />

/** The Mantine theme's CSS variables, generated from lib/theme.ts by vite.config.ts. */
declare module 'virtual:mantine-theme.css';
