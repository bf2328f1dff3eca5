import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import type { MenuModuleProps } from '#src/components/ui/deferred-menu.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import type { ShellBusiness } from '../current-business.tsx';
import { BUSINESS_MORE, businessPath } from '../navigation.ts';
import { OrderCount } from './order-count.tsx';

/** Desktop's More menu (business-nav.tsx loads this once the first screen is shown). */
export default function BusinessMoreMenu({
  trigger,
  defaultOpen,
  business,
  newOrders,
}: MenuModuleProps & { business: ShellBusiness; newOrders: number }) {
  const { t } = useLingui();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-60">
        {BUSINESS_MORE.map(({ section, label, icon: Icon }) => (
          <DropdownMenuItem key={section} asChild>
            <Link to={businessPath(section, business.id)}>
              <Icon />
              {t(label)}
              {section === 'orders' && <OrderCount count={newOrders} />}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/businesses">
            <LayoutGrid />
            <Trans>All businesses</Trans>
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
