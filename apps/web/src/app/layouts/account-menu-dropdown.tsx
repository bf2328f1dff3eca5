import { APP_VERSION } from '@app/contracts/constants';
import { MESSAGES } from '@app/contracts/messages';
import { Bell, CreditCard, LogOut, Monitor, Moon, Shield, Store, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '#src/lib/toast.ts';
import type { MenuModuleProps } from '#src/components/ui/deferred-menu.tsx';
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
import { useSession } from '#src/lib/session.ts';
import { useTheme, type ThemePreference } from '#src/lib/theme.ts';

const THEMES: { value: ThemePreference; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

/** The account menu's items (account-menu.tsx loads this once the first screen is shown). */
export default function AccountMenuDropdown({
  trigger,
  defaultOpen,
  onLogout,
}: MenuModuleProps & { onLogout: () => void }) {
  const { user, isAdmin } = useSession();
  const { preference, setPreference } = useTheme();

  const changeTheme = (value: string) => {
    try {
      setPreference(value as ThemePreference);
    } catch {
      toast.error(MESSAGES.themeError);
    }
  };

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
        <DropdownMenuItem destructive onSelect={onLogout}>
          <LogOut />
          Log out
        </DropdownMenuItem>
        <p className="px-2.5 pt-1 pb-1.5 text-xs text-muted-foreground">ShopBook v{APP_VERSION}</p>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
