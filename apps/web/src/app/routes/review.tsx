import { useTranslation } from 'react-i18next';
import { useAccountModal } from '../../components/account-modal-context';
import { MantineScope } from '../../components/mantine-scope';
import ui from '../../components/ui.module.css';
import { paths } from '../../config/paths';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { usePageMeta } from '../../features/info-pages/hooks/use-page-meta';
import { useReviews } from '../../features/reviews/api/get-reviews';
import { ReviewForm } from '../../features/reviews/components/review-form';
import { ReviewList } from '../../features/reviews/components/review-list';
import classes from '../../features/reviews/components/reviews.module.css';

/** /review: approved reviews for everyone; a signed-in user writes one, shown after an administrator approves it. */
export default function ReviewRoute() {
  const { t } = useTranslation();
  const { status } = useSignInStatus();
  const accountModal = useAccountModal();
  const reviews = useReviews();
  usePageMeta({ title: t('pages.review.title'), description: t('reviews.description'), canonicalPath: paths.review.getHref() });
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('pages.review.title')}</h1>
      <p className={classes.lead}>{t('pages.review.lead')}</p>
      <section className={classes.panel} aria-label={t('reviews.formLabel')}>
        {status === 'signed-in' && (
          <MantineScope>
            <ReviewForm />
          </MantineScope>
        )}
        {status === 'signed-out' && (
          <p>
            {t('reviews.signInHint')}{' '}
            <button type="button" className={ui.button} onClick={() => accountModal.open('sign-in')}>
              {t('topBar.signIn')}
            </button>
          </p>
        )}
      </section>
      {reviews.isPending && <p role="status">{t('app.loading')}</p>}
      {reviews.isError && <p role="alert">{t('reviews.loadError')}</p>}
      {reviews.data && reviews.data.items.length === 0 && <p>{t('reviews.empty')}</p>}
      {reviews.data && reviews.data.items.length > 0 && <ReviewList reviews={reviews.data.items} />}
    </div>
  );
}
