import { Calculator, Moon, Package, Plus, ShoppingCart, Sun, UserPlus } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { useTheme } from '#src/lib/theme.ts';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '#src/lib/cn.ts';
import { useCurrentBusiness } from '../current-business.tsx';

const NOT_AVAILABLE = 'Not available yet';

/**
 * SPEC section 1: the floating quick-action menu. Record sale and add customer open their forms
 * for the current business; the actions whose screens are not built yet are shown disabled and
 * say so.
 */
const UNAVAILABLE_ACTIONS = [
  { label: 'Calculator', icon: Calculator },
  { label: 'Add product', icon: Package },
];

export function QuickActions() {
  const { resolved, toggle } = useTheme();
  const next = resolved === 'dark' ? 'light' : 'dark';
  const business = useCurrentBusiness();
  const navigate = useNavigate();
  // On the desktop till the cart (and its Charge button) fills the bottom-right corner.
  const onTill = useLocation().pathname.startsWith('/sales');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label="Quick actions"
          className={cn(
            'group fixed right-4 bottom-[calc(var(--app-bottom-offset)+1rem)] z-30 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 transition hover:bg-primary-hover active:scale-95 min-[948px]:right-6 min-[948px]:bottom-6',
            onTill && 'min-[948px]:right-auto min-[948px]:left-6',
          )}
        >
          <Plus
            className="size-6 transition-transform duration-200 group-data-[state=open]:rotate-45"
            aria-hidden
          />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="end" sideOffset={12} className="w-60">
        <DropdownMenuLabel>Quick actions</DropdownMenuLabel>
        <DropdownMenuItem onSelect={toggle}>
          {resolved === 'dark' ? <Sun /> : <Moon />}
          Switch to {next} theme
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={!business}
          onSelect={() => business && void navigate(`/sales/${business.id}?new=1`)}
        >
          <ShoppingCart />
          Record sale
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={!business}
          onSelect={() => business && void navigate(`/customers/${business.id}?new=1`)}
        >
          <UserPlus />
          Add customer
        </DropdownMenuItem>
        {UNAVAILABLE_ACTIONS.map(({ label, icon: Icon }) => (
          <DropdownMenuItem
            key={label}
            disabled
            title={NOT_AVAILABLE}
            aria-description={NOT_AVAILABLE}
          >
            <Icon />
            <span className="flex flex-col">
              <span>{label}</span>
              <span className="text-xs text-muted-foreground">{NOT_AVAILABLE}</span>
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
