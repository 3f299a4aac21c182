import { createContext, useContext, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
// Every Mantine component's styles, in the `mantine` layer, loaded with the first Mantine part.
// Complete on purpose: a component never renders unstyled because its sheet was not imported.
import '@mantine/core/styles.layer.css';
import { theme } from '../lib/theme';

const InsideMantineScope = createContext(false);

/**
 * Mantine's provider, around the parts of the app that use Mantine components: modals, the mobile
 * drawer, the admin and seller areas, and any page that imports Mantine components (wrap its content).
 *
 * Why not once at the root: the provider's code (about 7 KB gzip) would then be in the initial JS of
 * every buyer page, which has a 150 KB budget (DESIGN.md section 8), while the top bar, footer and page
 * headings are plain elements. The theme's CSS variables are static CSS generated from the same theme
 * at build time (vite.config.ts), so plain elements and Mantine components look alike, and the scopes
 * do not inject them again. A scope inside another scope adds nothing. Import this module only from
 * lazily loaded code, or Mantine lands in the initial bundle again.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  const inside = useContext(InsideMantineScope);
  if (inside) return children;
  return (
    <InsideMantineScope value>
      <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
        {children}
      </MantineProvider>
    </InsideMantineScope>
  );
}
