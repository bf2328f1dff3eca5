import {
  ArrowLeftRight,
  BadgePercent,
  Boxes,
  HandCoins,
  Landmark,
  Percent,
  Receipt,
  Scale,
  type LucideIcon,
} from 'lucide-react';

export const TOOL_IDS = [
  'margin',
  'selling-price',
  'tax',
  'discount',
  'break-even',
  'loan',
  'currency',
  'reorder-point',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export interface ToolInfo {
  id: ToolId;
  title: string;
  summary: string;
  icon: LucideIcon;
}

/** The business tools, in the order the tools page lists them. */
export const TOOLS: readonly ToolInfo[] = [
  {
    id: 'margin',
    title: 'Margin and markup',
    summary: 'Profit, margin and markup from a cost and a price, and one turned into the other.',
    icon: Percent,
  },
  {
    id: 'selling-price',
    title: 'Selling price',
    summary: 'The price that gives the margin or markup you want on a cost.',
    icon: HandCoins,
  },
  {
    id: 'tax',
    title: 'VAT and sales tax',
    summary: 'Add tax to a price, or take it out of a price that includes it.',
    icon: Receipt,
  },
  {
    id: 'discount',
    title: 'Discounts and bulk pricing',
    summary: 'What a discount costs you, and tiered prices for larger quantities.',
    icon: BadgePercent,
  },
  {
    id: 'break-even',
    title: 'Break-even',
    summary: 'How many units cover a month of fixed costs, from your own figures.',
    icon: Scale,
  },
  {
    id: 'loan',
    title: 'Loan repayment',
    summary: 'Monthly repayments and total interest of a loan or supplier credit.',
    icon: Landmark,
  },
  {
    id: 'currency',
    title: 'Currency conversion',
    summary: 'Convert at the rate you were given, both ways.',
    icon: ArrowLeftRight,
  },
  {
    id: 'reorder-point',
    title: 'Reorder point',
    summary: 'When to order more of a product, from its sales and your supplier’s lead time.',
    icon: Boxes,
  },
];

export const isToolId = (id: string | undefined): id is ToolId =>
  id !== undefined && (TOOL_IDS as readonly string[]).includes(id);
