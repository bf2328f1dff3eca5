import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Business } from '@app/contracts';
import {
  Building2,
  ImageIcon,
  ListPlus,
  type LucideIcon,
  ReceiptText,
  Store,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { BusinessAvatar } from './components/business-avatar.tsx';
import { CustomFieldsSection } from './components/settings/custom-fields-section.tsx';
import { LogoSection } from './components/settings/logo-section.tsx';
import { ManagersSection } from './components/settings/managers-section.tsx';
import { ProfileSection } from './components/settings/profile-section.tsx';
import { ReceiptStockSection } from './components/settings/receipt-stock-section.tsx';
import { ShopSection } from './components/settings/shop-section.tsx';

export interface BusinessSettingsSection {
  id: string;
  label: string;
  icon: LucideIcon;
  title: string;
  description: string;
  render: (props: { onDirtyChange: (dirty: boolean) => void }) => ReactNode;
}

/**
 * The business's sections of the settings screen, for the user's role, in the UI language (the
 * settings route calls this while it renders): an owner edits everything;
 * a manager (who may not change business settings) gets only the note about managers.
 */
export function businessSettingsSections(business: Business): BusinessSettingsSection[] {
  const managers: BusinessSettingsSection = {
    id: 'managers',
    label: t`Managers`,
    icon: Users,
    title: t`Managers`,
    description:
      business.role === 'owner'
        ? t`People who can record sales and look after stock and customers for you.`
        : t`Who can change what in this business.`,
    render: () => <ManagersSection business={business} />,
  };
  if (business.role !== 'owner') return [managers];
  return [
    {
      id: 'profile',
      label: t`Business profile`,
      icon: Building2,
      title: t`Business profile`,
      description: t`The name, contact details and shop link customers see.`,
      render: ({ onDirtyChange }) => (
        <ProfileSection business={business} onDirtyChange={onDirtyChange} />
      ),
    },
    {
      id: 'logo',
      label: t`Logo`,
      icon: ImageIcon,
      title: t`Logo`,
      description: t`Upload, replace or remove the logo of this business.`,
      render: ({ onDirtyChange }) => (
        <LogoSection business={business} onDirtyChange={onDirtyChange} />
      ),
    },
    {
      id: 'shop',
      label: t`Shop & socials`,
      icon: Store,
      title: t`Shop & socials`,
      description: t`Publish your shop page and tell customers where else to find you.`,
      render: ({ onDirtyChange }) => (
        <ShopSection business={business} onDirtyChange={onDirtyChange} />
      ),
    },
    {
      id: 'receipt',
      label: t`Receipt & stock`,
      icon: ReceiptText,
      title: t`Receipt & stock`,
      description: t`Receipt footer, tax, low-stock alerts and the business time zone.`,
      render: ({ onDirtyChange }) => (
        <ReceiptStockSection business={business} onDirtyChange={onDirtyChange} />
      ),
    },
    {
      id: 'custom-fields',
      label: t`Custom fields`,
      icon: ListPlus,
      title: t`Custom fields`,
      description: t`Extra details of your own, such as a tax number or bank account.`,
      render: ({ onDirtyChange }) => (
        <CustomFieldsSection business={business} onDirtyChange={onDirtyChange} />
      ),
    },
    managers,
  ];
}

/** The business the settings are for: its logo, its name and the user's role in it. */
export function BusinessSettingsHeading({ business }: { business: Business }) {
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <BusinessAvatar name={business.name} logoUrl={business.logoUrl} size="sm" />
      <span className="min-w-0 leading-tight">
        <span className="block truncate font-medium text-foreground">{business.name}</span>
        <span className="block text-xs">
          {business.role === 'owner' ? <Trans>Owner</Trans> : <Trans>Manager</Trans>}
        </span>
      </span>
    </span>
  );
}
