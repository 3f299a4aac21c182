import { useState } from 'react';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '@tmc/shared/review-schemas';
import { useModerationReviews, useSetReviewStatus } from '../api/moderate-reviews';
import { ReviewList } from './review-list';

/** The administrators' reviews: the pending queue first, with approve and reject; approved and rejected archives. */
export function ModerationPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const reviews = useModerationReviews(status);
  const decide = useSetReviewStatus();
  const phone = useMediaQuery('(max-width: 560px)');

  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(value) => setStatus(value as ReviewStatus)}
        data={[
          { value: 'pending', label: t('reviews.moderation.pending') },
          { value: 'approved', label: t('reviews.moderation.approved') },
          { value: 'rejected', label: t('reviews.moderation.rejected') },
        ]}
        // On a phone the three choices stand one under another rather than past the screen's edge.
        orientation={phone ? 'vertical' : 'horizontal'}
        w={phone ? '100%' : 'fit-content'}
      />
      {decide.isError && <Alert color="red" role="alert" title={decide.error.message} />}
      {reviews.isPending && <Loader />}
      {reviews.isError && <Alert color="red" role="alert" title={t('reviews.loadError')} />}
      {reviews.data && reviews.data.items.length === 0 && <Text>{t('reviews.moderation.empty')}</Text>}
      {reviews.data?.items.map((review) => (
        <Stack key={review.id} gap={6} data-review-id={review.id}>
          <ReviewList reviews={[review]} />
          <Group gap="xs">
            {review.status !== 'approved' && (
              <Button size="xs" color="green" onClick={() => decide.mutate({ id: review.id, status: 'approved' })} loading={decide.isPending && decide.variables?.id === review.id}>
                {t('reviews.moderation.approve')}
              </Button>
            )}
            {review.status !== 'rejected' && (
              <Button size="xs" color="red" variant="light" onClick={() => decide.mutate({ id: review.id, status: 'rejected' })}>
                {t('reviews.moderation.reject')}
              </Button>
            )}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
