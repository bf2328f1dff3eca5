import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  title: MessageDescriptor;
  summary: MessageDescriptor;
  icon: LucideIcon;
}

/** The business tools, in the order the tools page lists them. */
export const TOOLS: readonly ToolInfo[] = [
  {
    id: 'margin',
    title: msg`Margin and markup`,
    summary: msg`Profit, margin and markup from a cost and a price, and one turned into the other.`,
    icon: Percent,
  },
  {
    id: 'selling-price',
    title: msg`Selling price`,
    summary: msg`The price that gives the margin or markup you want on a cost.`,
    icon: HandCoins,
  },
  {
    id: 'tax',
    title: msg`VAT and sales tax`,
    summary: msg`Add tax to a price, or take it out of a price that includes it.`,
    icon: Receipt,
  },
  {
    id: 'discount',
    title: msg`Discounts and bulk pricing`,
    summary: msg`What a discount costs you, and tiered prices for larger quantities.`,
    icon: BadgePercent,
  },
  {
    id: 'break-even',
    title: msg`Break-even`,
    summary: msg`How many units cover a month of fixed costs, from your own figures.`,
    icon: Scale,
  },
  {
    id: 'loan',
    title: msg`Loan repayment`,
    summary: msg`Monthly repayments and total interest of a loan or supplier credit.`,
    icon: Landmark,
  },
  {
    id: 'currency',
    title: msg`Currency conversion`,
    summary: msg`Convert at the rate you were given, both ways.`,
    icon: ArrowLeftRight,
  },
  {
    id: 'reorder-point',
    title: msg`Reorder point`,
    summary: msg`When to order more of a product, from its sales and your supplier’s lead time.`,
    icon: Boxes,
  },
];

export const isToolId = (id: string | undefined): id is ToolId =>
  id !== undefined && (TOOL_IDS as readonly string[]).includes(id);
