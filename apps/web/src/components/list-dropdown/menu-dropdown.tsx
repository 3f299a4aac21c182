import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../icons';
import classes from './menu-dropdown.module.css';
import ui from '../ui.module.css';

export type ListStatus = 'pending' | 'error' | 'success';

export interface MenuDropdownProps {
  /** The button's text ('Поставщики', 'Корпорации'). */
  label: string;
  opened: boolean;
  onOpenChange: (opened: boolean) => void;
  /** Hover or focus on the button: a good moment to load the list and the panel's code. */
  onIntent?: (() => void) | undefined;
  /** Highlight of the button (a page of this menu is open). */
  active?: boolean;
  /** The panel (search box and list); its code may load lazily, a spinner shows meanwhile. */
  children: ReactNode;
}

/**
 * A navigation dropdown (specification, section 2: seller and corporation dropdowns): a button and a
 * panel at most 500 px high and 460 px wide. Escape closes it and returns the focus to the button; a
 * click outside or the focus leaving it closes it too. The panel's own keys are in MenuPanel.
 */
export function MenuDropdown({ label, opened, onOpenChange, onIntent, active, children }: MenuDropdownProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const panelId = useId();

  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened, onOpenChange]);

  return (
    <div
      ref={rootRef}
      className={classes.root}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (opened && next && !rootRef.current?.contains(next)) onOpenChange(false);
      }}
      onKeyDown={(event) => {
        if (opened && event.key === 'Escape') {
          event.preventDefault();
          onOpenChange(false);
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
        onClick={() => onOpenChange(!opened)}
        onMouseEnter={onIntent}
        onFocus={onIntent}
      >
        {label}
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
            {children}
          </Suspense>
        </div>
      )}
    </div>
  );
}
