import { useLingui } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import { useTheme } from '#src/lib/theme.ts';

/**
 * One tap between light and dark, starting from what is on screen. The icon follows the `dark`
 * class, not the app's state, so the prerendered landing shows the right one before the app has
 * started (src/boot.ts handles a tap and sets the name until then, from `data-label-light` and
 * `data-label-dark`: `data-theme-toggle`).
 */
export function ThemeToggleButton({ className }: { className?: string }) {
  const { resolved, toggle } = useTheme();
  const { t } = useLingui();
  const toLight = t`Switch to light theme`;
  const toDark = t`Switch to dark theme`;
  const label = resolved === 'dark' ? toLight : toDark;
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggle}
      aria-label={label}
      title={label}
      data-theme-toggle=""
      // Both names, for src/boot.ts to set before the app runs (it holds no texts of its own).
      data-label-light={toLight}
      data-label-dark={toDark}
    >
      <Moon className="dark:hidden" />
      <Sun className="hidden dark:block" />
    </Button>
  );
}
