import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  use,
  useId,
  useState,
} from 'react';
import styles from './tabs.module.css';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
  activation: 'automatic' | 'manual';
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(component: string) {
  const ctx = use(TabsContext);
  if (!ctx) throw new Error(`<${component}> must be used inside <Tabs>`);
  return ctx;
}

const safe = (value: string) => value.replace(/[^\w-]/g, '_');
const tabId = (baseId: string, value: string) => `${baseId}-tab-${safe(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${safe(value)}`;

export interface TabsProps {
  /** Controlled selected tab value. */
  value?: string;
  /** Initially selected tab when uncontrolled. Give one of value/defaultValue, or no tab is tabbable. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * `automatic` (default) selects a tab as soon as arrow keys focus it; `manual` waits for Enter/Space,
   * for panels that are expensive to render.
   */
  activation?: 'automatic' | 'manual';
  children: ReactNode;
  className?: string;
}

export function Tabs({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  activation = 'automatic',
  children,
  className,
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = valueProp ?? uncontrolled;
  const select = (next: string) => {
    if (valueProp === undefined) setUncontrolled(next);
    if (next !== value) onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value, select, activation }}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

export interface TabListProps extends Omit<ComponentProps<'div'>, 'role'> {
  /** Accessible name of the tab list (or pass aria-labelledby). */
  'aria-label'?: string;
  /** Stretch tabs to share the full width (mobile segmented look). */
  fullWidth?: boolean;
}

export function TabList({ children, className, fullWidth = false, onKeyDown, ...rest }: TabListProps) {
  const { select, activation } = useTabs('TabList');
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')).filter(
      (tab) => !tab.disabled,
    );
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number;
    if (step !== undefined) next = (current + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const target = tabs[next];
    target?.focus();
    if (target && activation === 'automatic' && target.dataset.value !== undefined)
      select(target.dataset.value);
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={[styles.list, fullWidth && styles.fullWidth, className].filter(Boolean).join(' ')}
      onKeyDown={handleKeyDown}
      {...rest}
    >
      {children}
    </div>
  );
}

export interface TabProps extends Omit<ComponentProps<'button'>, 'value' | 'role'> {
  value: string;
}

export function Tab({ value, children, className, onClick, disabled, ...rest }: TabProps) {
  const { baseId, value: selectedValue, select } = useTabs('Tab');
  const selected = value === selectedValue;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      disabled={disabled}
      className={[styles.tab, className].filter(Boolean).join(' ')}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...rest}
    >
      {children}
    </button>
  );
}

export interface TabPanelProps extends Omit<ComponentProps<'div'>, 'role'> {
  value: string;
  /** Keep the panel mounted (hidden) when not selected, e.g. to preserve form state. */
  keepMounted?: boolean;
}

export function TabPanel({ value, children, className, keepMounted = false, ...rest }: TabPanelProps) {
  const { baseId, value: selectedValue } = useTabs('TabPanel');
  const selected = value === selectedValue;
  if (!selected && !keepMounted) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern, the panel is focusable so text-only panels are reachable
      tabIndex={0}
      className={[styles.panel, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </div>
  );
}
