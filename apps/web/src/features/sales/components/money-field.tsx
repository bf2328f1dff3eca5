import { memo, type ComponentProps } from 'react';
import { MoneyInput } from '#src/components/ui/money-input.tsx';
import { isMoneyText } from '../cart.ts';

/** The cart's money box: red when what is typed is not an amount. */
export const MoneyField = memo(function MoneyField(
  props: Omit<ComponentProps<typeof MoneyInput>, 'invalid' | 'size'>,
) {
  return <MoneyInput {...props} invalid={!isMoneyText(props.value)} />;
});
