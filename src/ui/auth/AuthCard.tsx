import Head from 'next/head';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import type { ReactNode } from 'react';
import { useHydrated } from '../app/client-only';
import { Tabs } from '../app/Tabs';
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

/** Switches between ways of doing the same thing (email or phone); each tab names its method. */
export function MethodTabs<M extends string>({ value, onChange, options }: { value: M; onChange: (m: M) => void; options: Array<{ value: M; label: string; testId: string }> }) {
  const { t } = useTranslation();
  return <Tabs value={value} onChange={onChange} options={options} label={t('auth.method')} className={css.tabs} />;
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
