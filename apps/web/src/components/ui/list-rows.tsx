import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A settings list of people or things (managers, staff, tills): a bordered list of rows, each a
 * leading mark, a name with a line under it and its buttons, and a dashed box when it is empty.
 */
export function ListRows({ children }: { children: ReactNode }) {
  return <ul className="divide-y divide-border rounded-xl border border-border">{children}</ul>;
}

export function ListRow({
  leading,
  title,
  detail,
  children,
}: {
  /** An InitialAvatar or an icon. */
  leading: ReactNode;
  title: ReactNode;
  detail: ReactNode;
  /** The row's buttons. */
  children?: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      {leading}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{title}</p>
        <p className="text-xs text-muted-foreground">{detail}</p>
      </div>
      {children}
    </li>
  );
}

/** A person's first letter in a round badge, the mark of a person's row. */
export function InitialAvatar({ name }: { name: string }) {
  return (
    <span
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
      aria-hidden
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

export function ListEmpty({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex items-center gap-3 rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
      <Icon className="size-5 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
