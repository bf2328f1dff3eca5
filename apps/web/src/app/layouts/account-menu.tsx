import { APP_VERSION } from '@app/contracts/constants';
import { MESSAGES } from '@app/contracts/messages';
import { Bell, CreditCard, LogOut, Monitor, Moon, Shield, Store, Sun } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { requestOutboxSync } from '#src/features/sales/offline/outbox-runner.ts';
import { queuedSales } from '#src/features/sales/offline/outbox-store.ts';
import { useSession } from '#src/lib/session.ts';
import { useTheme, type ThemePreference } from '#src/lib/theme.ts';

const THEMES: { value: ThemePreference; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

/** The avatar button: who is signed in, account pages, theme, version and log out. */
export function AccountMenu() {
  const { user, isAdmin, logout } = useSession();
  const { preference, setPreference } = useTheme();
  const name = user?.username || user?.email || 'Account';
  const initial = name.charAt(0).toUpperCase();

  const [waitingSales, setWaitingSales] = useState(0);
  /** Issue 14: a sale that has not reached the server would be stranded by logging out. */
  const guardedLogout = async () => {
    const waiting = user ? await queuedSales(user.id).catch(() => []) : [];
    if (waiting.length > 0) setWaitingSales(waiting.length);
    else logout();
  };

  const changeTheme = (value: string) => {
    try {
      setPreference(value as ThemePreference);
    } catch {
      toast.error(MESSAGES.themeError);
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            aria-label={`Account menu for ${name}`}
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary ring-1 ring-primary/15 transition hover:ring-primary/40 data-[state=open]:ring-2 data-[state=open]:ring-primary/50"
          >
            {initial}
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-64">
          <div className="px-2.5 py-2">
            <p className="truncate text-sm font-semibold">{user?.username || 'Signed in'}</p>
            {user?.email && <p className="truncate text-xs text-muted-foreground">{user.email}</p>}
          </div>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to="/businesses">
              <Store />
              Your businesses
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/notifications">
              <Bell />
              Notifications
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/subscriptions">
              <CreditCard />
              Subscription
            </Link>
          </DropdownMenuItem>
          {isAdmin && (
            <DropdownMenuItem asChild>
              <Link to="/admin">
                <Shield />
                Admin
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuLabel>Theme</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={preference} onValueChange={changeTheme}>
            {THEMES.map(({ value, label, icon: Icon }) => (
              <DropdownMenuRadioItem key={value} value={value}>
                <Icon />
                {label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem destructive onSelect={() => void guardedLogout()}>
            <LogOut />
            Log out
          </DropdownMenuItem>
          <p className="px-2.5 pt-1 pb-1.5 text-xs text-muted-foreground">
            ShopBook v{APP_VERSION}
          </p>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog
        open={waitingSales > 0}
        onOpenChange={(open) => !open && setWaitingSales(0)}
        title="Sales are waiting to sync"
        description={`${waitingSales} ${waitingSales === 1 ? 'sale was' : 'sales were'} recorded on this phone and ${waitingSales === 1 ? 'has' : 'have'} not reached the server yet. Logging out would leave ${waitingSales === 1 ? 'it' : 'them'} behind on this phone: sync first, then log out.`}
        footer={
          <>
            <Button variant="outline" onClick={() => setWaitingSales(0)}>
              Stay signed in
            </Button>
            <Button
              onClick={() => {
                requestOutboxSync();
                setWaitingSales(0);
              }}
            >
              Sync now
            </Button>
          </>
        }
      />
    </>
  );
}
