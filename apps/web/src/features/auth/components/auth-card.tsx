import type { ReactNode } from 'react';
import { Card } from '#src/components/ui/card.tsx';
import { LogoMark } from '#src/components/ui/logo.tsx';

interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (sign in / create account / back). */
  footer?: ReactNode;
  /** Replaces the logo above the title (e.g. a status icon). */
  icon?: ReactNode;
  /** Beside the logo, at the top right of the card's column (the language picker). */
  corner?: ReactNode;
}

/** The frame of every sign-in screen: centred card with the mark, a title and one line of purpose. */
export function AuthCard({ title, description, children, footer, icon, corner }: AuthCardProps) {
  return (
    <div className="relative flex flex-1 justify-center overflow-hidden px-4 pt-8 pb-12 sm:items-center sm:py-14">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_45%_at_50%_0%,var(--primary-soft),transparent)]"
      />
      <div className="relative w-full max-w-[26rem]">
        {corner && <div className="absolute top-1 right-0">{corner}</div>}
        <div className="mb-6 flex flex-col items-center text-center">
          {icon ?? <LogoMark className="size-12 drop-shadow-sm" />}
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-balance">{title}</h1>
          {description && (
            <p className="mt-1.5 max-w-sm text-sm text-pretty text-muted-foreground">
              {description}
            </p>
          )}
        </div>
        <Card className="p-5 shadow-md shadow-black/[0.03] sm:p-7 dark:shadow-black/30">
          {children}
        </Card>
        {footer && (
          <div className="mt-6 space-y-2 text-center text-sm text-muted-foreground">{footer}</div>
        )}
      </div>
    </div>
  );
}

/** An inline error under a form, announced to screen readers. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger/25 bg-danger-soft px-3 py-2.5 text-sm text-danger"
    >
      {message}
    </p>
  );
}

/** A thin rule with a word in the middle ("or"). */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
      <span className="h-px flex-1 bg-border" />
      {children}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

const ICON_TONES = {
  primary: 'text-primary ring-primary/20',
  danger: 'text-danger ring-danger/25',
} as const;

/** The round-cornered icon that replaces the logo on status screens (sent, verified, failed). */
export function AuthStatusIcon({
  tone = 'primary',
  children,
}: {
  tone?: keyof typeof ICON_TONES;
  children: ReactNode;
}) {
  return (
    <span
      className={`flex size-12 items-center justify-center rounded-2xl bg-surface shadow-sm ring-1 [&_svg]:size-6 ${ICON_TONES[tone]}`}
    >
      {children}
    </span>
  );
}
