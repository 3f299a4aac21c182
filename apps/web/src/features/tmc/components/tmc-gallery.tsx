import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TmcPhoto } from '@tmc/shared/tmc-schemas';
import { categoryIllustrationUrl } from '../../../components/category-illustration';
import classes from './tmc-details.module.css';

/** The item's photos: one large, the rest as thumbnails that choose it; without one, its category's drawing. */
export function TmcGallery({ photos, name, category }: { photos: readonly TmcPhoto[]; name: string; category: number }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const shown = photos[Math.min(current, photos.length - 1)];
  if (!shown) {
    return (
      <div className={classes.galleryEmpty}>
        <img src={categoryIllustrationUrl(category)} alt={t('tmc.noPhoto')} width={240} height={240} />
      </div>
    );
  }
  return (
    <div className={classes.gallery}>
      <a href={shown.url} target="_blank" rel="noreferrer" className={classes.mainPhotoLink}>
        <img
          src={shown.url}
          alt={t('tmc.gallery.photoOf', { name, index: current + 1, count: photos.length })}
          className={classes.mainPhoto}
        />
      </a>
      {photos.length > 1 && (
        <ul className={classes.thumbs} aria-label={t('tmc.gallery.thumbs')}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className={classes.thumbButton}
                aria-current={index === current || undefined}
                aria-label={t('tmc.gallery.show', { index: index + 1 })}
                onClick={() => setCurrent(index)}
              >
                <img src={photo.thumbUrl} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
