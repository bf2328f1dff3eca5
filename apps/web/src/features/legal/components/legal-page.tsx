import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#src/lib/cn.ts';
import { LEGAL_UPDATED, SUPPORT_EMAIL } from '../contact.ts';

const OTHER_PAGES = [
  { to: '/terms', label: msg`Terms of Service` },
  { to: '/privacy', label: msg`Privacy Policy` },
  { to: '/account-deletion', label: msg`Account deletion` },
  { to: '/unsubscribe', label: msg`Email Policy` },
];

interface LegalPageProps {
  title: string;
  /** One or two sentences: what this page is about, in plain words. */
  summary: ReactNode;
  children: ReactNode;
  path: string;
}

/** The frame of every legal page: title, date, summary, the text, and links to the other pages. */
export function LegalPage({ title, summary, children, path }: LegalPageProps) {
  const { t, i18n } = useLingui();
  const updated = LEGAL_UPDATED;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <header className="border-b border-border pb-8">
        <p className="text-sm font-medium text-primary">ShopBook</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>Last updated {updated}</Trans>
        </p>
        {/* The headings follow the reader's language; the text itself is the English original. */}
        {i18n.locale !== 'en' && (
          <p lang={i18n.locale} className="mt-2 text-sm text-muted-foreground">
            <Trans>This text is in English, and the English version is the one that applies.</Trans>
          </p>
        )}
        <div
          lang="en"
          className="mt-6 rounded-2xl bg-primary-soft p-4 text-sm leading-relaxed text-foreground sm:p-5"
        >
          {summary}
        </div>
      </header>
      <div lang="en" className="legal-text mt-8 space-y-10">
        {children}
      </div>
      <footer className="mt-12 border-t border-border pt-6 text-sm text-muted-foreground">
        <p>
          <Trans>
            Questions about this page? Write to <MailLink />.
          </Trans>
        </p>
        <nav aria-label={t`Other policies`} className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
          {OTHER_PAGES.filter((page) => page.to !== path).map((page) => (
            <Link
              key={page.to}
              to={page.to}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {i18n._(page.label)}
            </Link>
          ))}
        </nav>
      </footer>
    </div>
  );
}

export function LegalSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <section className={cn('space-y-3 text-[15px] leading-relaxed text-foreground/80', className)}>
      {/* Translated, inside the English text (lang="en" on the page's body). */}
      <h2 lang={i18n.locale} className="text-xl font-semibold tracking-tight text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function List({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-primary">{children}</ul>;
}

export function Strong({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-foreground">{children}</strong>;
}

export function MailLink({ subject }: { subject?: string }) {
  const href = `mailto:${SUPPORT_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <a href={href} className="font-medium text-primary underline-offset-4 hover:underline">
      {SUPPORT_EMAIL}
    </a>
  );
}

export function InternalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
