import { Button } from '#src/components/ui/button.tsx';

/** Discard and Save at the foot of a settings form; Save shows its progress. */
export function SectionActions({
  dirty,
  pending,
  onDiscard,
  saveLabel = 'Save changes',
}: {
  dirty: boolean;
  pending: boolean;
  onDiscard: () => void;
  saveLabel?: string;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-end">
      {dirty && !pending && (
        <span className="text-sm text-muted-foreground sm:mr-auto" role="status">
          You have unsaved changes
        </span>
      )}
      <Button variant="outline" disabled={!dirty || pending} onClick={onDiscard}>
        Discard
      </Button>
      <Button type="submit" loading={pending} disabled={!dirty}>
        {saveLabel}
      </Button>
    </div>
  );
}
