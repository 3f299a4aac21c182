import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@tmc/shared/number-format';
import type { Showcase } from '@tmc/shared/stat';
import { categoryIllustrationUrl } from '../../../components/category-illustration';
import { LandingSection } from '../../../components/landing-section';
import classes from './showcase.module.css';

/** Goods categories with their counts; each opens the search filtered by it. */
export function CategoryGrid({ categories, searchHref }: { categories: Showcase['categories'] | undefined; searchHref: (slug: string) => string }) {
  const { t } = useTranslation();
  return (
    <LandingSection title={t('landing.categories.title')}>
      {categories ? (
        <ul className={classes.categories}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link className={classes.category} to={searchHref(category.slug)}>
                <img src={categoryIllustrationUrl(category.id)} alt="" width={48} height={48} decoding="async" />
                <span className={classes.categoryName}>{category.name}</span>
                <span className={classes.categoryCount}>{t('landing.categories.count', { count: formatNumber(category.count) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className={classes.categoriesPlaceholder} role="status" aria-label={t('landing.categories.loading')} />
      )}
    </LandingSection>
  );
}
