import { useRef, useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TMC_LIMITS, TMC_MESSAGES, TMC_PHOTO_TYPES, type TmcPhoto } from '@tmc/shared/tmc-schemas';
import { ApiError } from '../../../lib/api-client';
import { useDeleteTmcPhoto } from '../api/delete-tmc-photo';
import { uploadTmcPhoto } from '../api/upload-tmc-photo';
import classes from './tmc-photos-editor.module.css';

interface Upload {
  key: string;
  name: string;
  /** 0..1 */
  progress: number;
  error: string | null;
}

/** A file the server would refuse, said before sending it (the server checks the bytes again). */
function precheck(file: File): string | null {
  if (!(TMC_PHOTO_TYPES as readonly string[]).includes(file.type)) return TMC_MESSAGES.photoType;
  if (file.size > TMC_LIMITS.photoBytesMax) return TMC_MESSAGES.photoTooLarge;
  return null;
}

/** The item's photos: thumbnails with delete, and uploads one file at a time with a progress bar each. */
export function TmcPhotosEditor({ tmcId, photos }: { tmcId: number; photos: readonly TmcPhoto[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const remove = useDeleteTmcPhoto(tmcId);
  const busy = uploads.some((u) => u.error === null && u.progress < 1);
  const room = TMC_LIMITS.photosMax - photos.length;

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = async (files: File[]) => {
    const chosen = files.slice(0, Math.max(room, 0));
    const added = chosen.map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, name: file.name, progress: 0, error: precheck(file) }));
    if (files.length > chosen.length) {
      added.push({ key: `${Date.now()}-limit`, name: '', progress: 0, error: TMC_MESSAGES.photosTooMany });
    }
    setUploads((list) => [...list.filter((u) => u.error === null && u.progress < 1), ...added]);
    for (const [i, file] of chosen.entries()) {
      const upload = added[i]!;
      if (upload.error) continue;
      try {
        await uploadTmcPhoto(tmcId, file, (progress) => patch(upload.key, { progress }));
        patch(upload.key, { progress: 1 });
      } catch (error) {
        patch(upload.key, { error: error instanceof ApiError ? error.message : t('tmc.photos.uploadFailed') });
      }
    }
    await queryClient.invalidateQueries({ queryKey: ['tmc'] });
    setUploads((list) => list.filter((u) => u.error !== null));
  };

  return (
    <Stack gap="sm">
      {photos.length === 0 ? (
        <Text c="dimmed">{t('tmc.photos.none')}</Text>
      ) : (
        <ul className={classes.grid} aria-label={t('tmc.photos.label')}>
          {photos.map((photo, index) => (
            <li key={photo.id} className={classes.cell}>
              <img src={photo.thumbUrl} alt={t('tmc.photos.alt', { index: index + 1 })} className={classes.thumb} />
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={remove.isPending && remove.variables === photo.id}
                onClick={() => remove.mutate(photo.id)}
                aria-label={t('tmc.photos.deleteOf', { index: index + 1 })}
              >
                {t('tmc.photos.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <Alert color="red" role="alert">
          {remove.error.message}
        </Alert>
      )}
      {uploads.map((upload) => (
        <div key={upload.key} className={classes.upload}>
          {upload.name && <Text size="sm">{upload.name}</Text>}
          {upload.error ? (
            <Text size="sm" c="red.7" role="alert">
              {upload.error}
            </Text>
          ) : (
            <Progress
              value={Math.round(upload.progress * 100)}
              aria-label={t('tmc.photos.progress', { name: upload.name })}
              animated={upload.progress < 1}
            />
          )}
        </div>
      ))}
      <Group>
        <input
          ref={input}
          type="file"
          accept={TMC_PHOTO_TYPES.join(',')}
          multiple
          hidden
          aria-label={t('tmc.photos.choose')}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (files.length > 0) void start(files);
          }}
        />
        <Button variant="light" onClick={() => input.current?.click()} disabled={busy || room <= 0} loading={busy}>
          {t('tmc.photos.add')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('tmc.photos.hint', { max: TMC_LIMITS.photosMax })}
        </Text>
      </Group>
    </Stack>
  );
}
