import { Calculator, Moon, Package, Plus, ShoppingCart, Sun, UserPlus } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { useTheme } from '#src/lib/theme.ts';
import { useNavigate } from 'react-router';
import { emitAppEvent } from '#src/lib/events.ts';
import { useCurrentBusiness } from '../current-business.tsx';

/**
 * SPEC section 1: the quick-action menu (theme, calculator, add customer, add product, record
 * sale). On phones it floats above the bottom navigation; on desktop it sits in the top bar, so it
 * never covers a page's content (a floating button over a wide table or the till's cart did).
 */
export function QuickActions({ placement }: { placement: 'floating' | 'header' }) {
  const { resolved, toggle } = useTheme();
  const next = resolved === 'dark' ? 'light' : 'dark';
  const business = useCurrentBusiness();
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {placement === 'floating' ? (
          <button
            type="button"
            aria-label="Quick actions"
            className="group fixed right-4 bottom-[calc(var(--app-bottom-offset)+1rem)] z-30 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 transition hover:bg-primary-hover active:scale-95 min-[948px]:hidden"
          >
            <Plus
              className="size-6 transition-transform duration-200 group-data-[state=open]:rotate-45"
              aria-hidden
            />
          </button>
        ) : (
          <button
            type="button"
            aria-label="Quick actions"
            className="group hidden size-9 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm transition hover:bg-primary-hover active:scale-95 min-[948px]:flex"
          >
            <Plus
              className="size-5 transition-transform duration-200 group-data-[state=open]:rotate-45"
              aria-hidden
            />
          </button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        side={placement === 'floating' ? 'top' : 'bottom'}
        align="end"
        sideOffset={placement === 'floating' ? 12 : 8}
        className="w-60"
      >
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
        <DropdownMenuItem
          disabled={!business}
          onSelect={() => business && void navigate(`/inventory/${business.id}?new=1`)}
        >
          <Package />
          Add product
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => emitAppEvent('open-calculator', {})}>
          <Calculator />
          Calculator
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
