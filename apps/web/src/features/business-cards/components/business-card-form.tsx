import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileButton, Group, Progress, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BUSINESS_CARD_LIMITS, businessCardInputSchema, type BusinessCardData, type BusinessCardInput } from '@tmc/shared/business-card-schemas';
import { formatPhoneMask } from '@tmc/shared/phone-mask';
import type { BusinessCardView } from '@tmc/shared/sellers';
import { TMC_LIMITS, TMC_MESSAGES, TMC_PHOTO_TYPES } from '@tmc/shared/tmc-schemas';
import { ApiError } from '../../../lib/api-client';
import { useSaveBusinessCard, useUploadBusinessCardPhoto } from '../api/save-business-card';

const TEXT_FIELDS = ['address', 'website', 'email'] as const;
const ABOUT_FIELDS = ['aboutSeller', 'aboutTmc', 'aboutDelivery'] as const;

function initialValues(sellerCode: string, card: BusinessCardView | null, fallbackTitle: string): BusinessCardInput {
  return {
    sellerCode,
    title: card?.title ?? fallbackTitle,
    address: card?.address ?? '',
    phoneNumber: card?.phoneNumber ? formatPhoneMask(card.phoneNumber) : '',
    website: card?.website ?? '',
    email: card?.email ?? '',
    aboutSeller: card?.aboutSeller ?? '',
    aboutTmc: card?.aboutTmc ?? '',
    aboutDelivery: card?.aboutDelivery ?? '',
  };
}

function photoProblem(file: File): string | null {
  if (!(TMC_PHOTO_TYPES as readonly string[]).includes(file.type)) return TMC_MESSAGES.photoType;
  if (file.size > TMC_LIMITS.photoBytesMax) return TMC_MESSAGES.photoTooLarge;
  return null;
}

export interface BusinessCardFormProps {
  sellerCode: string;
  /** The saved card, or null before the first save. */
  card: BusinessCardView | null;
  /** The seller's name, the title of a new card. */
  sellerTitle: string;
}

/**
 * The business card editor (the representative of a premium seller): every field of section 3 checked by
 * the shared schema, and the photo (after the card is saved), checked before sending and re-encoded by
 * the server like goods photos.
 */
export function BusinessCardForm({ sellerCode, card, sellerTitle }: BusinessCardFormProps) {
  const { t } = useTranslation();
  const save = useSaveBusinessCard();
  const [progress, setProgress] = useState<number | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const upload = useUploadBusinessCardPhoto(sellerCode, setProgress);
  const [saved, setSaved] = useState(false);
  const form = useForm<BusinessCardInput, unknown, BusinessCardData>({
    resolver: zodResolver(businessCardInputSchema),
    defaultValues: initialValues(sellerCode, card, sellerTitle),
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (data) => {
    setSaved(false);
    try {
      // The shared schema's output (normalised website, phone digits) is what the server takes.
      await save.mutateAsync({ ...data });
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) form.setError(field as keyof BusinessCardInput, { message });
      }
    }
  });

  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    const problem = photoProblem(file);
    setPhotoError(problem);
    if (problem) return;
    setProgress(0);
    upload.mutate(file, {
      onSettled: () => setProgress(null),
      onError: (error) => setPhotoError(error.message),
    });
  };

  return (
    <Stack gap="lg">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('businessCards.form.label')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('businessCards.form.title')} required maxLength={BUSINESS_CARD_LIMITS.title} error={errors.title?.message} {...form.register('title')} />
            <TextInput
              label={t('businessCards.fields.phoneNumber')}
              inputMode="tel"
              placeholder="+7 (___) ___-__-__"
              error={errors.phoneNumber?.message}
              {...form.register('phoneNumber', { onChange: (e: { target: HTMLInputElement }) => (e.target.value = formatPhoneMask(e.target.value)) })}
            />
            {TEXT_FIELDS.map((field) => (
              <TextInput key={field} label={t(`businessCards.fields.${field}`)} error={errors[field]?.message} {...form.register(field)} />
            ))}
          </SimpleGrid>
          {ABOUT_FIELDS.map((field) => (
            <Textarea
              key={field}
              label={t(`businessCards.fields.${field}`)}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={BUSINESS_CARD_LIMITS.about}
              error={errors[field]?.message}
              {...form.register(field)}
            />
          ))}
          {save.isError && !(save.error instanceof ApiError && Object.keys(save.error.fields).length > 0) && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('businessCards.form.save')}
            </Button>
            {saved && (
              <Text c="green.8" role="status">
                {t('businessCards.form.saved')}
              </Text>
            )}
          </Group>
        </Stack>
      </form>

      <section aria-label={t('businessCards.form.photo')}>
        <Text fw={600} mb={4}>
          {t('businessCards.form.photo')}
        </Text>
        {card?.photoPath && <img src={card.photoPath} alt={t('businessCards.photoOf', { title: card.title })} width={120} height={120} style={{ objectFit: 'cover', borderRadius: 8 }} />}
        {card ? (
          <>
            <FileButton onChange={(file) => choosePhoto(file ?? undefined)} accept={TMC_PHOTO_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="light" mt="xs" display="block" loading={upload.isPending}>
                  {t('businessCards.form.choosePhoto')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('businessCards.form.photoHint')}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('businessCards.form.saveFirst')}
          </Text>
        )}
        {progress !== null && <Progress value={progress * 100} mt="xs" aria-label={t('businessCards.form.uploading')} />}
        {photoError && (
          <Text role="alert" c="red.7" size="sm" mt="xs">
            {photoError}
          </Text>
        )}
      </section>
    </Stack>
  );
}
