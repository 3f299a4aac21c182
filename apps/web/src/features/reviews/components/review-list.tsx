import { useTranslation } from 'react-i18next';
import type { Review } from '@tmc/shared/review-schemas';
import classes from './reviews.module.css';

const dateFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: 'numeric', month: 'long', year: 'numeric' });

/** Reviews as cards: author, date, stars (when rated) and the text. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.list}>
      {reviews.map((review) => (
        <li key={review.id} className={classes.card}>
          <figure className={classes.figure}>
            <blockquote className={classes.text}>{review.text}</blockquote>
            <figcaption className={classes.caption}>
              <span className={classes.author}>{review.authorName}</span>
              <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
              {review.rating !== null && (
                <span className={classes.rating} aria-label={t('reviews.ratingLabel', { rating: review.rating })}>
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(5 - review.rating)}
                </span>
              )}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
