import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reviewInputSchema, type ReviewInput } from '@tmc/shared/review-schemas';
import { ApiError } from '../../../lib/api-client';
import { useSubmitReview } from '../api/submit-review';

/** A signed-in user's review: text and an optional 1-5 rating; it is shown after moderation. */
export function ReviewForm() {
  const { t } = useTranslation();
  const submitReview = useSubmitReview();
  const [sent, setSent] = useState(false);
  const form = useForm<ReviewInput, unknown, { text: string; rating?: number | null | undefined }>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { text: '', rating: null },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await submitReview.mutateAsync(values);
      setSent(true);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.fields['text']) form.setError('text', { type: 'server', message: error.fields['text'] });
    }
  });

  if (sent) {
    return (
      <Alert color="green" role="status" title={t('reviews.sentTitle')} withCloseButton closeButtonLabel={t('callback.close')} onClose={() => setSent(false)}>
        {t('reviews.sentText')}
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('reviews.formLabel')}>
      <Stack gap="sm">
        {submitReview.isError && !(submitReview.error instanceof ApiError && submitReview.error.fields['text']) && (
          <Alert color="red" role="alert" title={t('reviews.sendError')}>
            {submitReview.error.message}
          </Alert>
        )}
        <Textarea label={t('reviews.text')} required autosize minRows={4} error={form.formState.errors.text?.message} {...form.register('text')} />
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="review-rating-label">
                {t('reviews.rating')}
              </Text>
              <Rating value={field.value ?? 0} onChange={(value) => field.onChange(value || null)} aria-labelledby="review-rating-label" />
            </Stack>
          )}
        />
        <Button type="submit" loading={submitReview.isPending} w="fit-content">
          {t('reviews.submit')}
        </Button>
      </Stack>
    </form>
  );
}
