import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#src/lib/cn.ts';

export interface SettingsSectionItem {
  id: string;
  label: string;
  icon: LucideIcon;
}

interface SettingsLayoutProps {
  title: ReactNode;
  /** Under the title: which business these settings are for. */
  subtitle?: ReactNode;
  sections: SettingsSectionItem[];
  active: string;
  children: ReactNode;
}

/** The address of a section: ?section=<id>, replacing the entry so Back leaves settings. */
function sectionLink(id: string) {
  return { search: `?section=${encodeURIComponent(id)}` };
}

/**
 * The settings screen's frame: a rail of sections beside the open one on wide screens; on phones
 * the sections become a row of chips above it. Sections are links (?section=), so each one can be
 * opened directly and the unsaved-changes guard sees every switch.
 */
export function SettingsLayout({
  title,
  subtitle,
  sections,
  active,
  children,
}: SettingsLayoutProps) {
  const navRef = useRef<HTMLElement>(null);
  const { t } = useLingui();

  // On phones the chips scroll sideways: keep the open section's chip in view.
  useEffect(() => {
    const nav = navRef.current;
    const chip = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !chip || nav.scrollWidth <= nav.clientWidth) return;
    const left = chip.offsetLeft - (nav.clientWidth - chip.offsetWidth) / 2;
    nav.scrollTo?.({ left: Math.max(0, left), behavior: 'smooth' });
  }, [active]);

  return (
    // Room at the foot for the floating quick-action button, so it never sits on a Save button.
    <div className="pb-16 min-[948px]:grid min-[948px]:grid-cols-[14rem_minmax(0,1fr)] min-[948px]:gap-8">
      <div className="min-[948px]:sticky min-[948px]:top-24 min-[948px]:self-start">
        <header className="mb-4 min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {subtitle && <div className="mt-1 text-sm text-muted-foreground">{subtitle}</div>}
        </header>
        <nav
          ref={navRef}
          hidden={sections.length < 2}
          aria-label={t`Settings sections`}
          className="-mx-4 mb-5 overflow-x-auto px-4 [scrollbar-width:none] min-[948px]:mx-0 min-[948px]:mb-0 min-[948px]:overflow-visible min-[948px]:px-0"
        >
          <ul className="flex gap-2 min-[948px]:flex-col min-[948px]:gap-0.5">
            {sections.map(({ id, label, icon: Icon }) => {
              const current = id === active;
              return (
                <li key={id} className="shrink-0">
                  <Link
                    to={sectionLink(id)}
                    replace
                    preventScrollReset
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                      'min-[948px]:h-10 min-[948px]:rounded-lg min-[948px]:border-transparent min-[948px]:px-3',
                      current
                        ? 'border-primary/30 bg-primary-soft text-primary'
                        : 'border-border text-muted-foreground hover:bg-surface-muted hover:text-foreground',
                    )}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden />
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** One open section: its heading and what it is for, then its form. */
export function SettingsPanel({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="settings-panel-title"
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="mb-5 space-y-1">
        <h2 id="settings-panel-title" className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
