import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { recentlyViewed } from '@/lib/recently-viewed';
import { ApiImage } from './api-image';

type RecentlyViewedProps = { excludeId?: number; onNavigate?: () => void; headingLevel?: 2 | 3 };

/** Products opened recently on this device (kept locally, last 8). Nothing when there are none. */
export function RecentlyViewed({ excludeId, onNavigate, headingLevel = 2 }: RecentlyViewedProps) {
  const [items] = useState(() => recentlyViewed.read().filter((item) => item.id !== excludeId));
  // The product page and the cart drawer over it can both show the list.
  const titleId = useId();
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="recently-viewed" aria-labelledby={titleId}>
      <Heading id={titleId} className="recently-viewed__title">
        <Trans>Recently viewed</Trans>
      </Heading>
      <ul className="recently-viewed__list">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={paths.product.href(item.slug || item.id)}
              onClick={onNavigate}
              className="recently-viewed__item"
            >
              <ApiImage src={item.image} alt="" width={64} height={64} />
              <span>
                <span className="recently-viewed__name">{item.name}</span>
                <span className="recently-viewed__price">{formatPrice(item.price)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
