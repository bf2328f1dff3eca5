import { Trans } from '@lingui/react/macro';
import { Button } from '#src/components/ui/button.tsx';

/**
 * Save and Discard at the foot of a settings form, on the left where the eye ends the form (and
 * clear of the floating quick-action button); Save shows its progress.
 */
export function SectionActions({
  dirty,
  pending,
  onDiscard,
  saveLabel,
}: {
  dirty: boolean;
  pending: boolean;
  onDiscard: () => void;
  saveLabel?: string;
}) {
  return (
    <div className="mt-6 flex flex-col gap-2 border-t border-border pt-5 sm:flex-row sm:items-center">
      <Button type="submit" loading={pending} disabled={!dirty}>
        {saveLabel ?? <Trans>Save changes</Trans>}
      </Button>
      <Button variant="outline" disabled={!dirty || pending} onClick={onDiscard}>
        <Trans>Discard</Trans>
      </Button>
      {dirty && !pending && (
        <span
          className="text-center text-sm text-muted-foreground sm:ml-2 sm:text-left"
          role="status"
        >
          <Trans>You have unsaved changes</Trans>
        </span>
      )}
    </div>
  );
}
