import { Moon, Sun } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import { useTheme } from '#src/lib/theme.ts';

/** One tap between light and dark, starting from what is on screen. */
export function ThemeToggleButton({ className }: { className?: string }) {
  const { resolved, toggle } = useTheme();
  const next = resolved === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      {resolved === 'dark' ? <Sun /> : <Moon />}
    </Button>
  );
}
