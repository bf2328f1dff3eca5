import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  ArrowLeftRight,
  BarChart3,
  Barcode,
  Bot,
  Calculator,
  ClipboardCheck,
  ClipboardList,
  FileSpreadsheet,
  History,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Receipt,
  Settings,
  ShoppingCart,
  Smartphone,
  Store,
  Tags,
  Timer,
  Truck,
  Users,
  Wrench,
} from 'lucide-react';
import type { BusinessSection } from './business-sections.ts';

export { sectionOf } from './business-sections.ts';

export interface BusinessNavItem {
  /** First path segment: the route is /{section}/{businessId}. */
  section: BusinessSection;
  /** Resolved at render (`t(label)`): the labels follow the app's language. */
  label: MessageDescriptor;
  icon: LucideIcon;
}

/** The four business tabs of the bottom navigation (the fifth is More). */
export const BUSINESS_TABS: BusinessNavItem[] = [
  { section: 'dashboard', label: msg`Dashboard`, icon: LayoutDashboard },
  { section: 'sales', label: msg`Sales`, icon: ShoppingCart },
  { section: 'inventory', label: msg`Inventory`, icon: Package },
  { section: 'customers', label: msg`Customers`, icon: Users },
];

/** Everything else a business has, behind More. */
export const BUSINESS_MORE: BusinessNavItem[] = [
  { section: 'analytics', label: msg`Analytics`, icon: BarChart3 },
  { section: 'shifts', label: msg`Shifts`, icon: Timer },
  { section: 'expenses', label: msg`Expenses`, icon: Receipt },
  { section: 'payments', label: msg`Payments`, icon: Smartphone },
  { section: 'purchasing', label: msg`Purchasing`, icon: Truck },
  { section: 'catalog', label: msg`Shop catalogue`, icon: Store },
  { section: 'orders', label: msg`Shop orders`, icon: Inbox },
  { section: 'stock-history', label: msg`Stock history`, icon: History },
  { section: 'stock-counts', label: msg`Stock counts`, icon: ClipboardCheck },
  { section: 'transfers', label: msg`Transfers`, icon: ArrowLeftRight },
  { section: 'financial-stock-reports', label: msg`Stock reports`, icon: FileSpreadsheet },
  { section: 'price-list-generator', label: msg`Price list`, icon: Tags },
  { section: 'labels', label: msg`Barcode labels`, icon: Barcode },
  { section: 'ai-assistant', label: msg`AI assistant`, icon: Bot },
  { section: 'tools', label: msg`Tools`, icon: Wrench },
  { section: 'calculator', label: msg`Calculator`, icon: Calculator },
  { section: 'settings', label: msg`Business settings`, icon: Settings },
];

export const BUSINESSES_ICON: LucideIcon = ClipboardList;

export function businessPath(section: BusinessSection, businessId: string) {
  return `/${section}/${encodeURIComponent(businessId)}`;
}
