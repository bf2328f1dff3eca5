import { APP_VERSION } from '@app/contracts/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const THEMES: { value: ThemePreference; label: MessageDescriptor; icon: typeof Sun }[] = [
  {
    value: 'light',
    label: msg({ message: 'Light', comment: 'the light colour theme' }),
    icon: Sun,
  },
  { value: 'dark', label: msg({ message: 'Dark', comment: 'the dark colour theme' }), icon: Moon },
  {
    value: 'system',
    label: msg({ message: 'System', comment: 'colour theme: follow the phone’s setting' }),
    icon: Monitor,
  },
];

/** The account menu's items (account-menu.tsx loads this once the first screen is shown). */
export default function AccountMenuDropdown({
  trigger,
  defaultOpen,
  onLogout,
}: MenuModuleProps & { onLogout: () => void }) {
  const { t } = useLingui();
  const { user, isAdmin } = useSession();
  const { preference, setPreference } = useTheme();

  const changeTheme = (value: string) => {
    try {
      setPreference(value as ThemePreference);
    } catch {
      // SPEC's text (MESSAGES.themeError).
      toast.error(t`Error changing theme. Please try again.`);
    }
  };

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <div className="px-2.5 py-2">
          <p className="truncate text-sm font-semibold">{user?.username || t`Signed in`}</p>
          {user?.email && <p className="truncate text-xs text-muted-foreground">{user.email}</p>}
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/businesses">
            <Store />
            <Trans>Your businesses</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/notifications">
            <Bell />
            <Trans>Notifications</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/subscriptions">
            <CreditCard />
            <Trans>Subscription</Trans>
          </Link>
        </DropdownMenuItem>
        {isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <Shield />
              <Trans>Admin</Trans>
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuLabel>
          <Trans>Theme</Trans>
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value={preference} onValueChange={changeTheme}>
          {THEMES.map(({ value, label, icon: Icon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <Icon />
              {t(label)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={onLogout}>
          <LogOut />
          <Trans>Log out</Trans>
        </DropdownMenuItem>
        <p className="px-2.5 pt-1 pb-1.5 text-xs text-muted-foreground">ShopBook v{APP_VERSION}</p>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
