import { Suspense, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../icons';
import type { ListStatus } from './list-config';
import type { ListPanelProps } from './list-panel';
import classes from './list-dropdown.module.css';
import ui from '../ui.module.css';

/** A use's panel: ListPanel bound to that use's config, in a module of its own (seller-list.tsx). */
export type ConfiguredListPanel<T, C> = ComponentType<Omit<ListPanelProps<T, C>, 'config'>>;

export interface ListDropdownProps<T, C> {
  /** i18n key of the button's text ('topBar.menu.sellers': 'Поставщики'). */
  labelKey: string;
  /** `lazy(load)` of the use's panel module, and `load` itself to start loading it early. */
  panel: ConfiguredListPanel<T, C>;
  preload: () => unknown;
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
 * button and a panel at most 500 px high and 460 px wide holding a search box and a numbered list of
 * links. The panel's code loads on the first hover, focus or click, so it costs the first page
 * nothing; a spinner shows meanwhile. Escape closes it and returns the focus to the button; a click
 * outside or the focus leaving it closes it too. The panel's own keys are in list-panel.tsx.
 */
export function ListDropdown<T, C>({ labelKey, panel: Panel, preload, items, status, context, onIntent, active, defaultOpened }: ListDropdownProps<T, C>) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(defaultOpened ?? false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const panelId = useId();

  const intent = () => {
    void preload();
    onIntent?.();
  };
  const toggle = (next: boolean) => {
    if (next) intent();
    setOpened(next);
  };

  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened]);

  return (
    <div
      ref={rootRef}
      className={classes.root}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (opened && next && !rootRef.current?.contains(next)) setOpened(false);
      }}
      onKeyDown={(event) => {
        if (opened && event.key === 'Escape') {
          event.preventDefault();
          setOpened(false);
          triggerRef.current?.focus();
        }
      }}
    >
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={classes.trigger}
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        aria-haspopup="dialog"
        data-active={active || undefined}
        onClick={() => toggle(!opened)}
        onMouseEnter={intent}
        onFocus={intent}
      >
        {t(labelKey)}
        <ChevronDownIcon size={16} className={classes.chevron} />
      </button>
      {opened && (
        <div id={panelId} className={classes.dropdown} role="dialog" aria-labelledby={triggerId}>
          <Suspense
            fallback={
              <p className={classes.state} role="status">
                <span className={ui.spinner} aria-hidden="true" />
                {t('app.loading')}
              </p>
            }
          >
            <Panel items={items} status={status} context={context} onNavigate={() => setOpened(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
