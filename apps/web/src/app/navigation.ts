import {
  BarChart3,
  Bot,
  Calculator,
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
  Store,
  Tags,
  Users,
  Wrench,
} from 'lucide-react';
import type { BusinessSection } from './business-sections.ts';

export { sectionOf } from './business-sections.ts';

export interface BusinessNavItem {
  /** First path segment: the route is /{section}/{businessId}. */
  section: BusinessSection;
  label: string;
  icon: LucideIcon;
}

/** The four business tabs of the bottom navigation (the fifth is More). */
export const BUSINESS_TABS: BusinessNavItem[] = [
  { section: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { section: 'sales', label: 'Sales', icon: ShoppingCart },
  { section: 'inventory', label: 'Inventory', icon: Package },
  { section: 'customers', label: 'Customers', icon: Users },
];

/** Everything else a business has, behind More. */
export const BUSINESS_MORE: BusinessNavItem[] = [
  { section: 'analytics', label: 'Analytics', icon: BarChart3 },
  { section: 'expenses', label: 'Expenses', icon: Receipt },
  { section: 'catalog', label: 'Shop catalogue', icon: Store },
  { section: 'orders', label: 'Shop orders', icon: Inbox },
  { section: 'stock-history', label: 'Stock history', icon: History },
  { section: 'financial-stock-reports', label: 'Stock reports', icon: FileSpreadsheet },
  { section: 'price-list-generator', label: 'Price list', icon: Tags },
  { section: 'ai-assistant', label: 'AI assistant', icon: Bot },
  { section: 'tools', label: 'Tools', icon: Wrench },
  { section: 'calculator', label: 'Calculator', icon: Calculator },
  { section: 'settings', label: 'Business settings', icon: Settings },
];

export const BUSINESSES_ICON: LucideIcon = ClipboardList;

export function businessPath(section: BusinessSection, businessId: string) {
  return `/${section}/${encodeURIComponent(businessId)}`;
}
