import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { ListConfigModule } from './list-config';
import type { ListPanelProps } from './list-panel';
import { MenuDropdown, type ListStatus } from './menu-dropdown';

/** Loads a use's config module (`() => import('./seller-list')`); a module-level function, so it is stable. */
export type ListConfigLoader<T, C> = () => Promise<ListConfigModule<T, C>>;

type PanelProps = Omit<ListPanelProps<unknown, unknown>, 'config'>;

const loadPanel = () => import('./list-panel');
const panels = new WeakMap<ListConfigLoader<never, never>, LazyExoticComponent<ComponentType<PanelProps>>>();

/** The panel of one config: its code and the config's load together, once per config. */
function lazyPanel<T, C>(loadConfig: ListConfigLoader<T, C>): LazyExoticComponent<ComponentType<PanelProps>> {
  const key = loadConfig as unknown as ListConfigLoader<never, never>;
  let panel = panels.get(key);
  if (!panel) {
    panel = lazy(async () => {
      const [{ ListPanel }, { default: config }] = await Promise.all([loadPanel(), loadConfig()]);
      const Panel = ListPanel as ComponentType<ListPanelProps<unknown, unknown>>;
      const Configured = (props: PanelProps) => <Panel config={config as never} {...props} />;
      return { default: Configured };
    });
    panels.set(key, panel);
  }
  return panel;
}

export interface ListDropdownProps<T, C> {
  /** The button's text ('Поставщики'). */
  label: string;
  loadConfig: ListConfigLoader<T, C>;
  items: readonly T[];
  status: ListStatus;
  /** What the config needs from the place of use (selected item, module, date). */
  context: C;
  /** Hover, focus or click on the button: a good moment to load the list. */
  onIntent?: (() => void) | undefined;
  /** Highlight of the button (a page of this list is open). */
  active?: boolean | undefined;
  /** Starts opened (tests). */
  defaultOpened?: boolean | undefined;
}

/**
 * A navigation dropdown over a list (specification, section 2: the seller and corporation dropdowns): a
 * button whose panel, a search box and a numbered list of links, loads with its config on the first
 * hover, focus or click, so it costs the first page nothing.
 */
export function ListDropdown<T, C>({ label, loadConfig, items, status, context, onIntent, active, defaultOpened }: ListDropdownProps<T, C>) {
  const [opened, setOpened] = useState(defaultOpened ?? false);
  const Panel = lazyPanel(loadConfig);
  const intent = () => {
    void loadPanel();
    void loadConfig();
    onIntent?.();
  };
  return (
    <MenuDropdown
      label={label}
      opened={opened}
      onOpenChange={(next) => {
        if (next) intent();
        setOpened(next);
      }}
      onIntent={intent}
      active={active ?? false}
    >
      <Panel items={items} status={status} context={context} onNavigate={() => setOpened(false)} />
    </MenuDropdown>
  );
}
