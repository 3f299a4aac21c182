import { useTranslation } from 'react-i18next';
import classes from './tmc-list.module.css';

/** A photo thumbnail, or a neutral box saying there is no photo. */
export function TmcThumb({ url, alt, size = 96 }: { url: string | null; alt: string; size?: number }) {
  const { t } = useTranslation();
  if (!url) {
    return (
      <div className={classes.thumb} style={{ width: size, height: size }} data-empty="">
        {t('tmc.noPhoto')}
      </div>
    );
  }
  return <img className={classes.thumb} src={url} alt={alt} width={size} height={size} loading="lazy" decoding="async" />;
}
