import { Trans, useLingui } from '@lingui/react/macro';
import type { Business } from '@app/contracts';
import {
  ArrowRight,
  Crown,
  EllipsisVertical,
  LayoutDashboard,
  Pencil,
  Settings,
  Store,
  Trash2,
  UserCog,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#src/components/ui/badge.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { cn } from '#src/lib/cn.ts';
import { countryName } from '../intl-options.ts';
import { BusinessAvatar } from './business-avatar.tsx';

export const dashboardPath = (id: string) => `/dashboard/${encodeURIComponent(id)}`;
export const settingsPath = (id: string) => `/settings/${encodeURIComponent(id)}`;

interface BusinessCardProps {
  business: Business;
  current: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One business in the list: the whole card opens its dashboard; the menu holds the rest. */
export function BusinessCard({ business, current, onEdit, onDelete }: BusinessCardProps) {
  const owner = business.role === 'owner';
  const { t } = useLingui();
  const name = business.name;
  return (
    <article
      className={cn(
        'group relative flex flex-col rounded-2xl border border-border bg-surface p-4 shadow-sm transition',
        'hover:border-primary/40 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring',
        current && 'border-primary/50',
      )}
    >
      <div className="flex items-start gap-3">
        <BusinessAvatar name={business.name} logoUrl={business.logoUrl} />
        <div className="min-w-0 flex-1 pt-0.5">
          <h2 className="truncate text-base font-semibold leading-6">
            <Link
              to={dashboardPath(business.id)}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
            >
              {business.name}
            </Link>
          </h2>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {owner ? (
              <Badge variant="neutral">
                <Crown aria-hidden />
                <Trans>Owner</Trans>
              </Badge>
            ) : (
              <Badge variant="outline">
                <UserCog aria-hidden />
                <Trans>Manager</Trans>
              </Badge>
            )}
            {current && (
              <Badge variant="primary">
                <Trans comment="badge: the business the user is working in now">Current</Trans>
              </Badge>
            )}
            {business.shopPublished && (
              <Badge variant="outline">
                <Store aria-hidden />
                <Trans>Shop live</Trans>
              </Badge>
            )}
          </div>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <button
              type="button"
              aria-label={t`Actions for ${name}`}
              className="relative z-10 -mt-1 -mr-1 flex size-10 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground data-[state=open]:bg-surface-muted"
            >
              <EllipsisVertical className="size-5" aria-hidden />
            </button>
          </DropdownMenuTrigger>
          <DropdownMenuContent className="w-52">
            <DropdownMenuItem asChild>
              <Link to={dashboardPath(business.id)}>
                <LayoutDashboard />
                <Trans>Open dashboard</Trans>
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to={settingsPath(business.id)}>
                <Settings />
                <Trans>Settings</Trans>
              </Link>
            </DropdownMenuItem>
            {owner && (
              <>
                <DropdownMenuItem onSelect={onEdit}>
                  <Pencil />
                  <Trans>Edit details</Trans>
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem destructive onSelect={onDelete}>
                  <Trash2 />
                  <Trans>Delete business</Trans>
                </DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <p className="mt-3 line-clamp-2 min-h-10 text-sm text-muted-foreground">
        {business.description}
      </p>
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-border pt-3 text-xs text-muted-foreground">
        <span className="min-w-0 truncate">
          {countryName(business.country)} · {business.currency}
        </span>
        <span className="inline-flex shrink-0 items-center gap-1 font-medium text-primary">
          <Trans comment="link: open the business's dashboard">Open</Trans>
          <ArrowRight
            className="size-3.5 transition-transform group-hover:translate-x-0.5"
            aria-hidden
          />
        </span>
      </div>
    </article>
  );
}
