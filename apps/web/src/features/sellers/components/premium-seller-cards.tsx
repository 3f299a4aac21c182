import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SellerListItem } from '@tmc/shared/sellers';
import classes from './premium-seller-cards.module.css';

/** Premium suppliers with their business cards; each links to the supplier's goods (or `linkLabel`'s page). */
export function PremiumSellerCards({
  sellers,
  goodsHref,
  linkLabel,
}: {
  sellers: readonly SellerListItem[];
  goodsHref: (sellerCode: string) => string;
  linkLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={classes.cards}>
      {sellers.map((seller) => {
        const card = seller.businessCard;
        const about = card?.aboutTmc ?? card?.aboutSeller ?? null;
        return (
          <li key={seller.sellerCode} className={classes.card}>
            <div className={classes.head}>
              {card?.photoPath ? (
                <img className={classes.photo} src={card.photoPath} alt="" width={56} height={56} loading="lazy" decoding="async" />
              ) : (
                <span className={classes.initial} aria-hidden="true">
                  {(seller.shortName ?? seller.title).replace(/^(ООО|АО|ПАО|ЗАО|ИП)\s*[«"]?/u, '').charAt(0)}
                </span>
              )}
              <p className={classes.title}>{seller.shortName ?? seller.title}</p>
            </div>
            {card?.address && <p className={classes.line}>{card.address}</p>}
            {about && <p className={classes.about}>{about}</p>}
            <Link className={classes.link} to={goodsHref(seller.sellerCode)}>
              {linkLabel ?? t('landing.premium.goods')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
