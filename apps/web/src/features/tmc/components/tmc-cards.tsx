import { Link } from 'react-router';
import type { TmcListItem } from '@tmc/shared/tmc-schemas';
import { paths } from '../../../config/paths';
import { formatPrice, formatQuantity, regionName } from '../tmc-format';
import { TmcThumb } from './tmc-thumb';
import classes from './tmc-cards.module.css';

/** Goods as cards (the landing page's new arrivals): photo or the category's drawing, name, price, stock. */
export function TmcCards({ items }: { items: readonly TmcListItem[] }) {
  return (
    <ul className={classes.cards}>
      {items.map((item) => (
        <li key={item.id} className={classes.card}>
          <TmcThumb url={item.thumbUrl} alt={item.name} category={item.category} size={160} />
          <Link className={classes.name} to={paths.tmcItem.getHref(item.id)}>
            {item.name}
          </Link>
          <p className={classes.price}>{formatPrice(item.price)}</p>
          <p className={classes.meta}>
            {formatQuantity(item.quantity, item.unit)}
            {item.region && ` · ${regionName(item.region)}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
