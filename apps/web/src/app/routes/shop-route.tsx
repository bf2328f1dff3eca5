import { useParams } from 'react-router';
import { ShopPage } from '#src/features/shop/pages/shop-page.tsx';

/**
 * /shop/{identifier} inside the app (an installed app's own navigation). A first visit gets the
 * light entry instead (shop.html, src/shop-main.tsx), which renders the same page.
 */
export function ShopRoute() {
  const { identifier = '' } = useParams();
  return <ShopPage identifier={identifier} />;
}
