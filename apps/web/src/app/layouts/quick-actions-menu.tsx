import { Trans } from '@lingui/react/macro';
import { Calculator, Moon, Package, ShoppingCart, Sun, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { MenuModuleProps } from '#src/components/ui/deferred-menu.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { emitAppEvent } from '#src/lib/events.ts';
import { useTheme } from '#src/lib/theme.ts';
import { useCurrentBusiness } from '../current-business.tsx';

/** The quick actions' items (quick-actions.tsx loads this once the first screen is shown). */
export default function QuickActionsMenu({
  trigger,
  defaultOpen,
  placement,
}: MenuModuleProps & { placement: 'floating' | 'header' }) {
  const { resolved, toggle } = useTheme();
  const next = resolved === 'dark' ? 'light' : 'dark';
  const business = useCurrentBusiness();
  const navigate = useNavigate();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        side={placement === 'floating' ? 'top' : 'bottom'}
        align="end"
        sideOffset={placement === 'floating' ? 12 : 8}
        className="w-60"
      >
        <DropdownMenuLabel>
          <Trans>Quick actions</Trans>
        </DropdownMenuLabel>
        <DropdownMenuItem onSelect={toggle}>
          {resolved === 'dark' ? <Sun /> : <Moon />}
          {next === 'dark' ? (
            <Trans>Switch to dark theme</Trans>
          ) : (
            <Trans>Switch to light theme</Trans>
          )}
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={!business}
          onSelect={() => business && void navigate(`/sales/${business.id}?new=1`)}
        >
          <ShoppingCart />
          <Trans>Record sale</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={!business}
          onSelect={() => business && void navigate(`/customers/${business.id}?new=1`)}
        >
          <UserPlus />
          <Trans>Add customer</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={!business}
          onSelect={() => business && void navigate(`/inventory/${business.id}?new=1`)}
        >
          <Package />
          <Trans>Add product</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => emitAppEvent('open-calculator', {})}>
          <Calculator />
          <Trans>Calculator</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
