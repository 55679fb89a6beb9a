import Head from 'next/head';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../app/client-only';
import { useShell } from '../app/ShellContext';
import css from './auth.module.css';

/** The frame of every sign-in page: a centred card that fills small screens, with the page title. */
export function AuthCard({ title, text, testId, children }: { title: string; text?: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  // Marks the card once React has taken over, so forms are never filled before their handlers exist.
  const hydrated = useHydrated();
  return (
    <>
      <Head>
        <title>{`${title} — ${t('app.title')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={css.page}>
        <div className={css.card} data-testid={testId} data-hydrated={hydrated || undefined}>
          <h1 className={css.title}>{title}</h1>
          {text && <p className={css.text}>{text}</p>}
          {children}
        </div>
      </div>
    </>
  );
}

/**
 * Switches between ways of doing the same thing (email or phone); each tab names its method. The ARIA tabs
 * pattern as MUI's Tabs had it: one tab in the Tab order, arrow keys (mirrored on right-to-left pages), Home and
 * End move the focus, Enter or Space chooses.
 */
export function MethodTabs<M extends string>({ value, onChange, options }: { value: M; onChange: (m: M) => void; options: Array<{ value: M; label: string; testId: string }> }) {
  const { t } = useTranslation();
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
    <div ref={list} role="tablist" aria-label={t('auth.method')} className={css.tabs} onKeyDown={onKeyDown}>
      {options.map((o) => (
        <button key={o.value} type="button" role="tab" aria-selected={o.value === value} tabIndex={o.value === value ? 0 : -1} className={css.tab} data-testid={o.testId} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** "Question? Link" under a form. */
export function AuthFooterLink({ question, href, label, testId }: { question?: string; href: string; label: string; testId: string }) {
  return (
    <p className={`${css.body2} ${css.footer}`}>
      {question && `${question} `}
      <NextLink href={href} data-testid={testId} className={`${css.link} ${css.strong}`}>
        {label}
      </NextLink>
    </p>
  );
}
