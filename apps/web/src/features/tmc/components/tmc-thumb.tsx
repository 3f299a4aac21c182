import { useTranslation } from 'react-i18next';
import { categoryIllustrationUrl } from '../../../components/category-illustration';
import classes from './tmc-list.module.css';

/**
 * A photo thumbnail; without a photo, the illustration of the goods' category (a drawing, not a photo:
 * its text alternative says there is no photo).
 */
export function TmcThumb({ url, alt, category, size = 96 }: { url: string | null; alt: string; category?: number; size?: number }) {
  const { t } = useTranslation();
  if (!url) {
    return (
      <img
        className={classes.thumb}
        src={categoryIllustrationUrl(category)}
        alt={t('tmc.noPhoto')}
        width={size}
        height={size}
        data-empty=""
        decoding="async"
      />
    );
  }
  return <img className={classes.thumb} src={url} alt={alt} width={size} height={size} loading="lazy" decoding="async" />;
}
