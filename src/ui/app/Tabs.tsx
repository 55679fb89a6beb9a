import { useRef, type KeyboardEvent } from 'react';
import { useShell } from './ShellContext';
import css from './tabs.module.css';

export interface TabOption<V extends string> {
  value: V;
  label: string;
  testId: string;
  /** The tab's id and the id of the panel it controls, when the page has tab panels. */
  id?: string;
  controls?: string;
}

/**
 * Full-width tabs as MUI's Tabs drew them, in plain CSS: the ARIA tabs pattern with one tab in the Tab order;
 * arrow keys (mirrored on right-to-left pages), Home and End move the focus; Enter or Space chooses.
 */
export function Tabs<V extends string>({ value, onChange, options, label, className }: { value: V; onChange: (v: V) => void; options: Array<TabOption<V>>; label: string; className?: string }) {
  const { dir } = useShell();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next = { [forward]: (at + 1) % tabs.length, [back]: (at - 1 + tabs.length) % tabs.length, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    tabs[next].focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={className ? `${css.tabs} ${className}` : css.tabs} onKeyDown={onKeyDown}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          id={o.id}
          aria-controls={o.controls}
          aria-selected={o.value === value}
          tabIndex={o.value === value ? 0 : -1}
          className={css.tab}
          data-testid={o.testId}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
