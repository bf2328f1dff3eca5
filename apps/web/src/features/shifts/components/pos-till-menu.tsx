import { Trans } from '@lingui/react/macro';
import { ArrowDownUp, FileText, Lock, Timer } from 'lucide-react';
import { Link } from 'react-router';
import type { MenuModuleProps } from '#src/components/ui/deferred-menu.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import type { TillControls } from './till-dialogs.tsx';

/** The open shift's menu on the POS's chip (pos-till.tsx loads it after the first screen). */
export default function PosTillMenu({
  trigger,
  defaultOpen,
  shift,
  till,
  businessId,
}: MenuModuleProps & {
  shift: { id: string; pending: boolean };
  till: TillControls;
  businessId: string;
}) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        {shift.pending ? (
          <DropdownMenuItem disabled>
            <FileText aria-hidden /> <Trans>X report once it syncs</Trans>
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => till.viewShift(shift.id)}>
            <FileText aria-hidden /> <Trans>X report</Trans>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => till.moveCash('in')}>
          <ArrowDownUp aria-hidden /> <Trans>Pay in / out</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => till.closeShift(shift.id)}>
          <Lock aria-hidden /> <Trans>Close shift</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={`/shifts/${encodeURIComponent(businessId)}`}>
            <Timer aria-hidden /> <Trans>All shifts</Trans>
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
