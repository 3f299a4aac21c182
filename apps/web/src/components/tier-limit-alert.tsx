import { Alert, Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIER_LIMIT_ERROR_CODE } from '@tmc/shared/seller-tiers';
import { paths } from '../config/paths';
import { ApiError } from '../lib/api-client';

/** Whether an answer is the server's refusal of a placement past the tier's limit ('tier_limit'). */
export function isTierLimitError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === TIER_LIMIT_ERROR_CODE;
}

export interface TierLimitAlertProps {
  /** The server's text: the limit named ('Бесплатный тариф позволяет разместить 15 позиций за полгода...'). */
  message: string;
  /** Where the caller buys or sets a tier (the cabinet's tariff page, an administrator's tiers page). */
  tierHref?: string | null;
  color?: 'red' | 'orange';
}

/** A placement or import rows refused by the tier's limit: the message, the tariff page and where to get a tier. */
export function TierLimitAlert({ message, tierHref, color = 'red' }: TierLimitAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert color={color} role="alert" title={t('tmc.tierLimit.title')}>
      {message}
      <Group gap="md" mt="xs">
        <Anchor component={Link} to={paths.tariff.getHref()}>
          {t('tmc.tierLimit.tariffPage')}
        </Anchor>
        {tierHref && (
          <Anchor component={Link} to={tierHref}>
            {t('tmc.tierLimit.getTier')}
          </Anchor>
        )}
      </Group>
    </Alert>
  );
}
