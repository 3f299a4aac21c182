import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { ApiError } from '../../lib/api-client';
import { useBusinessCard } from '../../features/business-cards/api/get-business-card';
import { BusinessCardForm } from '../../features/business-cards/components/business-card-form';
import { BusinessCardView } from '../../features/business-cards/components/business-card-view';
import { useCabinet } from '../../features/cabinet/api/get-cabinet';
import { CabinetSettingsView } from '../../features/cabinet/components/cabinet-settings';

/**
 * /sellers/{code}/settings: the business card (edited by the representative of a premium seller), the
 * requisites (read-only), the representatives and the invitation. The curator sees everything read-only.
 */
export default function SellerSettingsRoute() {
  const { t } = useTranslation();
  const { sellerCode = '' } = useParams();
  const cabinet = useCabinet(sellerCode);
  return (
    <MantineScope>
      <PageIntro title={t('pages.sellerSettings.title')} lead={t('pages.sellerSettings.lead')}>
        {cabinet.data && (
          <Stack gap="xl" mt="md">
            <CardSection sellerCode={sellerCode} owner={cabinet.data.mode === 'owner'} premium={cabinet.data.premium} sellerTitle={cabinet.data.title} />
            <CabinetSettingsView sellerCode={sellerCode} />
          </Stack>
        )}
      </PageIntro>
    </MantineScope>
  );
}

function CardSection({ sellerCode, owner, premium, sellerTitle }: { sellerCode: string; owner: boolean; premium: boolean; sellerTitle: string }) {
  const { t } = useTranslation();
  const card = useBusinessCard(sellerCode);
  const missing = card.error instanceof ApiError && card.error.status === 404;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cabinet-card">
      <Title order={3} id="cabinet-card" size="h4" mb="xs">
        {t('businessCards.heading')}
      </Title>
      {!premium && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('businessCards.premiumOnly')}
        </Text>
      )}
      {card.isPending ? (
        <Text role="status">{t('cabinet.loading')}</Text>
      ) : card.isError && !missing ? (
        <Alert color="red" role="alert">
          {card.error.message}
        </Alert>
      ) : owner && premium ? (
        <BusinessCardForm sellerCode={sellerCode} card={card.data ?? null} sellerTitle={sellerTitle} />
      ) : card.data ? (
        <BusinessCardView card={card.data} />
      ) : (
        <Text size="sm">{t('businessCards.none')}</Text>
      )}
    </Paper>
  );
}
