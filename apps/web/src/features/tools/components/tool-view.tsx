import type { ToolId } from '../catalogue.ts';
import type { ToolContext } from '../tool-context.ts';
import { BreakEvenTool } from './break-even-tool.tsx';
import { CurrencyTool } from './currency-tool.tsx';
import { DiscountTool } from './discount-tool.tsx';
import { LoanTool } from './loan-tool.tsx';
import { MarginTool } from './margin-tool.tsx';
import { ReorderTool, type RenderProductPicker } from './reorder-tool.tsx';
import { SellingPriceTool } from './selling-price-tool.tsx';
import { TaxTool } from './tax-tool.tsx';

/** One tool by its id; the prefilled figures come from `context`. */
export function ToolView({
  id,
  context,
  renderProductPicker,
}: {
  id: ToolId;
  context: ToolContext;
  renderProductPicker: RenderProductPicker;
}) {
  switch (id) {
    case 'margin':
      return <MarginTool context={context} />;
    case 'selling-price':
      return <SellingPriceTool context={context} />;
    case 'tax':
      return <TaxTool context={context} />;
    case 'discount':
      return <DiscountTool context={context} />;
    case 'break-even':
      return <BreakEvenTool context={context} />;
    case 'loan':
      return <LoanTool context={context} />;
    case 'currency':
      return <CurrencyTool context={context} />;
    case 'reorder-point':
      return <ReorderTool context={context} renderProductPicker={renderProductPicker} />;
  }
}
