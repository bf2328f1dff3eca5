import { Trans, useLingui } from '@lingui/react/macro';
import { APP_VERSION } from '@app/contracts/constants';
import type { AppVersion } from '@app/contracts/app-versions';
import { PackageOpen, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '#src/lib/toast.ts';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { useAppVersions, useDeleteAppVersion, useSaveAppVersion } from '../api/admin-api.ts';

/** A datetime-local value (local time) from an ISO instant, and back. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** "minimum v1.0.0 · released 12 May 2026, 10:42": one sentence each way. */
function VersionDates({ minimum, future, at }: { minimum: string; future: boolean; at: string }) {
  return (
    <span className="text-sm text-muted-foreground">
      {future ? (
        <Trans>
          minimum v{minimum} · releases {at}
        </Trans>
      ) : (
        <Trans>
          minimum v{minimum} · released {at}
        </Trans>
      )}
    </span>
  );
}

function VersionForm({ editing, onDone }: { editing: AppVersion | null; onDone: () => void }) {
  const save = useSaveAppVersion();
  const [version, setVersion] = useState(editing?.version ?? '');
  const [minimum, setMinimum] = useState(editing?.minimumSupported ?? APP_VERSION);
  const [notes, setNotes] = useState(editing?.notes ?? '');
  const [released, setReleased] = useState(editing ? toLocalInput(editing.releasedAt) : '');
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({
        id: editing?.id,
        body: {
          version: version.trim(),
          minimumSupported: minimum.trim(),
          notes,
          ...(released ? { releasedAt: new Date(released).toISOString() } : {}),
        },
      });
      toast.success(editing ? t`Version updated` : t`Version published`);
      onDone();
    } catch (err) {
      setError(errorMessage(err, t`An unexpected error occurred`));
    }
  };

  return (
    <form className="space-y-4" onSubmit={(e) => void submit(e)}>
      <Field label={t`Version`} hint={t`Like 1.2.0`}>
        <Input value={version} onChange={(e) => setVersion(e.target.value)} required autoFocus />
      </Field>
      <Field label={t`Minimum supported version`} hint={t`Older apps are told to update`}>
        <Input value={minimum} onChange={(e) => setMinimum(e.target.value)} required />
      </Field>
      <Field label={t`Release notes`}>
        <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={4} />
      </Field>
      <Field label={t`Released at`} hint={t`Empty: now`}>
        <Input
          type="datetime-local"
          value={released}
          onChange={(e) => setReleased(e.target.value)}
        />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={save.isPending}>
          {editing ? t`Save` : t`Publish`}
        </Button>
      </div>
    </form>
  );
}

/** /admin/app-versions (super admins): the versions the web app compares itself with. */
export function AppVersionsPage() {
  const versions = useAppVersions();
  const remove = useDeleteAppVersion();
  const [form, setForm] = useState<{ editing: AppVersion | null } | null>(null);
  const [deleting, setDeleting] = useState<AppVersion | null>(null);
  const [now] = useState(() => Date.now());
  const current = versions.data?.versions.find((v) => new Date(v.releasedAt).getTime() <= now);
  const { t } = useLingui();
  const build = APP_VERSION;
  const editingVersion = form?.editing?.version;
  const deletingVersion = deleting?.version ?? '';

  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6">
      <PageHeader
        title={t`App versions`}
        description={t`This build is v${build}. The newest released version is offered to every app; apps below its minimum must update.`}
        actions={
          <Button onClick={() => setForm({ editing: null })}>
            <Plus className="size-4" /> <Trans>New version</Trans>
          </Button>
        }
      />
      {versions.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : versions.isError ? (
        <EmptyState
          icon={PackageOpen}
          title={t`Versions could not be loaded`}
          description={errorMessage(versions.error, t`An unexpected error occurred`)}
          action={
            <Button onClick={() => void versions.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : versions.data.versions.length === 0 ? (
        <EmptyState
          icon={PackageOpen}
          title={t`No versions yet`}
          description={t`Publish the first version so apps can tell when to update.`}
          action={
            <Button onClick={() => setForm({ editing: null })}>
              <Trans>New version</Trans>
            </Button>
          }
        />
      ) : (
        <ul className="space-y-3">
          {versions.data.versions.map((v) => {
            const future = new Date(v.releasedAt).getTime() > now;
            return (
              <li key={v.id} className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-lg font-semibold">v{v.version}</span>
                  {v.id === current?.id && (
                    <Badge variant="primary">
                      <Trans comment="the version apps are offered now">Current</Trans>
                    </Badge>
                  )}
                  {future && (
                    <Badge variant="warning">
                      <Trans>Scheduled</Trans>
                    </Badge>
                  )}
                  <VersionDates
                    minimum={v.minimumSupported}
                    future={future}
                    at={formatDateTime(v.releasedAt)}
                  />
                </div>
                {v.notes && <p className="mt-2 whitespace-pre-wrap text-sm">{v.notes}</p>}
                <div className="mt-3 flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setForm({ editing: v })}>
                    <Trans>Edit</Trans>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDeleting(v)}>
                    <Trans>Delete</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        title={editingVersion ? t`Edit v${editingVersion}` : t`New version`}
      >
        {form && <VersionForm editing={form.editing} onDone={() => setForm(null)} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete v${deletingVersion}?`}
        description={t`Apps stop comparing themselves with this version.`}
        confirmLabel={t`Delete`}
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync(deleting!.id);
            toast.success(t`Version deleted`);
          } catch (err) {
            toast.error(errorMessage(err, t`An unexpected error occurred`));
            throw err;
          }
        }}
      />
    </div>
  );
}
