import { Trans, useLingui } from '@lingui/react/macro';
import {
  AtSign,
  DatabaseBackup,
  KeyRound,
  Printer,
  Smartphone,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { LoadFailedState } from '#src/components/ui/load-failed-state.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { BUSINESS_STORE_TEXTS } from '#src/features/businesses/messages.ts';
import {
  BusinessSettingsHeading,
  businessSettingsSections,
  type BusinessSettingsSection,
} from '#src/features/businesses/settings-sections.tsx';
import { SettingsLayout, SettingsPanel } from '#src/features/settings/settings-layout.tsx';
import { UnsavedChangesGuard } from '#src/features/settings/unsaved-changes-guard.tsx';
import { queuedSales } from '#src/features/sales/offline/outbox-store.ts';
import { queuedWrites } from '#src/lib/queued-writes.ts';
import { getSession, useSession } from '#src/lib/session.ts';

// The account pieces belong to the auth feature; loaded when the Account section opens.
const ChangeUsernameDialog = lazy(() =>
  import('#src/features/auth/components/change-username-dialog.tsx').then((m) => ({
    default: m.ChangeUsernameDialog,
  })),
);
const ChangePasswordForm = lazy(() =>
  import('#src/features/auth/components/change-password-form.tsx').then((m) => ({
    default: m.ChangePasswordForm,
  })),
);
const LanguageSetting = lazy(() =>
  import('#src/features/auth/components/language-setting.tsx').then((m) => ({
    default: m.LanguageSetting,
  })),
);
// This device's receipt printer (features/printing), for owners and managers alike.
const PrinterSettingsSection = lazy(() =>
  import('#src/features/printing/components/printer-settings-section.tsx').then((m) => ({
    default: m.PrinterSettingsSection,
  })),
);
// Staff at the till (ADR 076): its own chunk, loaded when the section opens.
const StaffSection = lazy(() =>
  import('#src/features/staff/components/staff-section.tsx').then((m) => ({
    default: m.StaffSection,
  })),
);
// Settings › Your data: exports and imports (ADR 078), the owner's only.
const DataSection = lazy(() =>
  import('#src/features/data-transfer/components/data-section.tsx').then((m) => ({
    default: m.DataSection,
  })),
);
// The owner's M-Pesa and Paystack settings (features/payments, ADR 077).
const PaymentSettings = lazy(() =>
  import('#src/features/payments/components/payment-settings.tsx').then((m) => ({
    default: m.PaymentSettings,
  })),
);
const DeleteAccountSection = lazy(() =>
  import('#src/features/auth/components/delete-account-section.tsx').then((m) => ({
    default: m.DeleteAccountSection,
  })),
);

function AccountSection() {
  const { user } = useSession();
  const [renaming, setRenaming] = useState(false);
  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="flex items-center gap-2 font-medium">
            <AtSign className="size-4 text-muted-foreground" aria-hidden />
            <Trans>Username</Trans>
          </h3>
          <p className="truncate text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{user?.username}</span>
            {user?.email && <> · {user.email}</>}
          </p>
        </div>
        <Button variant="outline" className="shrink-0" onClick={() => setRenaming(true)}>
          <Trans>Change username</Trans>
        </Button>
      </div>
      <div className="border-t border-border pt-6">
        <Suspense fallback={<Skeleton className="h-16" />}>
          <LanguageSetting />
        </Suspense>
      </div>
      <div className="border-t border-border pt-6">
        <h3 className="mb-4 flex items-center gap-2 font-medium">
          <KeyRound className="size-4 text-muted-foreground" aria-hidden />
          <Trans>Change password</Trans>
        </h3>
        <Suspense fallback={<Skeleton className="h-64 max-w-md" />}>
          <ChangePasswordForm />
        </Suspense>
      </div>
      <Suspense fallback={<Skeleton className="h-28" />}>
        <DeleteAccountSection />
      </Suspense>
      {renaming && (
        <Suspense fallback={null}>
          <ChangeUsernameDialog open={renaming} onOpenChange={setRenaming} />
        </Suspense>
      )}
    </div>
  );
}

/** The account's section, in the app's language. */
function useAccountSection(): Omit<BusinessSettingsSection, 'render'> {
  const { t } = useLingui();
  return {
    id: 'account',
    label: t`Account`,
    icon: UserRound,
    title: t`Account`,
    description: t`Your username, password and account. These apply to all your businesses.`,
  };
}

function SettingsSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading settings</Trans>
      </span>
      <Skeleton className="h-8 w-40" />
      <div className="flex gap-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-9 w-28 rounded-full" />
        ))}
      </div>
      <Skeleton className="h-96 w-full rounded-2xl" />
    </div>
  );
}

/**
 * /settings/{businessId?}: the business's sections (by role) beside the account section. The
 * loader has already resolved the business; without any business only the account remains.
 */
/** Sales and till writes of the signed-in account still waiting on this device. */
async function waitingOnThisDevice(): Promise<number> {
  const userId = getSession().user?.id;
  if (!userId) return 0;
  const [sales, writes] = await Promise.all([queuedSales(userId), queuedWrites(userId)]);
  return sales.length + writes.length;
}

export function SettingsRoute() {
  const { t } = useLingui();
  const account = useAccountSection();
  const { businessId } = useParams();
  const [params] = useSearchParams();
  const query = useBusiness(businessId);
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);
  const business = query.data;

  if (businessId && !business) {
    if (query.isError) {
      return <LoadFailedState query={query} title={t(BUSINESS_STORE_TEXTS.loadDetailsFailed)} />;
    }
    return <SettingsSkeleton />;
  }

  const sections = [
    ...(business ? businessSettingsSections(business) : []),
    ...(business
      ? [
          {
            id: 'staff',
            label: t`Staff`,
            icon: UsersRound,
            title: t`Staff and tills`,
            description: t`People who sign in at a till with a PIN, what each may do, and sales by staff.`,
            render: () => (
              <Suspense fallback={<Skeleton className="h-64" />}>
                <StaffSection business={business} waitingToSync={waitingOnThisDevice} />
              </Suspense>
            ),
          },
          {
            id: 'printer',
            label: t`Printer`,
            icon: Printer,
            title: t`Receipt printer`,
            description: t`The thermal printer and cash drawer of this device.`,
            render: () => (
              <Suspense fallback={<Skeleton className="h-64" />}>
                <PrinterSettingsSection business={business} />
              </Suspense>
            ),
          },
        ]
      : []),
    ...(business?.role === 'owner'
      ? [
          {
            id: 'payments',
            label: t`Payments`,
            icon: Smartphone,
            title: t`Mobile money payments`,
            description: t`Ask customers' phones for the money at the till, and match payments to your till or paybill.`,
            render: () => (
              <Suspense fallback={<Skeleton className="h-80" />}>
                <PaymentSettings business={business} />
              </Suspense>
            ),
          },
          {
            id: 'data',
            label: t`Your data`,
            icon: DatabaseBackup,
            title: t`Your data`,
            description: t`Take everything out, or bring items and customers in from another app.`,
            render: () => (
              <Suspense fallback={<Skeleton className="h-64" />}>
                <DataSection business={business} />
              </Suspense>
            ),
          },
        ]
      : []),
    { ...account, render: () => <AccountSection /> },
  ];
  const active = sections.find((s) => s.id === params.get('section')) ?? sections[0]!;

  return (
    <>
      <UnsavedChangesGuard when={dirty} />
      <SettingsLayout
        title={t`Settings`}
        subtitle={business ? <BusinessSettingsHeading business={business} /> : t`Your account`}
        sections={sections}
        active={active.id}
      >
        <SettingsPanel title={active.title} description={active.description}>
          {/* Keyed by business and section: each form starts from the saved values. */}
          <div key={`${business?.id ?? 'account'}:${active.id}`}>
            {active.render({ onDirtyChange })}
          </div>
        </SettingsPanel>
      </SettingsLayout>
    </>
  );
}
