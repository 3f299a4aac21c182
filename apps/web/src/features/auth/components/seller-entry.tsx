import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SELLER_ENTRY_MESSAGES, sellerEntryTokenSchema } from '@tmc/shared/seller-entry';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { exchangeSellerEntryToken } from '../api/seller-input';
import { startEntrySession } from '../session';
import ui from '../../../components/ui.module.css';

// Tokens already sent from this page: the link works once, so a second effect run (React's development
// double call) must not spend it again.
const sent = new Set<string>();

/**
 * /sellers/input/{token}: the tab an administrator's 'input' opened. The token becomes a session of the
 * seller's representative kept in this tab only, and the cabinet opens; a used or stale link says so.
 */
export function SellerEntry({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || sent.has(token)) return;
    started.current = true;
    if (!sellerEntryTokenSchema.safeParse(token).success) {
      setError(SELLER_ENTRY_MESSAGES.invalidLink);
      return;
    }
    sent.add(token);
    exchangeSellerEntryToken(token)
      .then(async (session) => {
        await startEntrySession(queryClient, session.token);
        await navigate(paths.sellerEntities.getHref(session.sellerCode), { replace: true });
      })
      .catch((cause: unknown) => setError(cause instanceof ApiError ? cause.message : t('sellerEntry.failed')));
  }, [token, navigate, queryClient, t]);

  if (error) {
    return (
      <div role="alert">
        <p>{error}</p>
        <p>{t('sellerEntry.again')}</p>
      </div>
    );
  }
  return (
    <p role="status">
      <span className={ui.spinner} aria-hidden="true" /> {t('sellerEntry.entering')}
    </p>
  );
}
