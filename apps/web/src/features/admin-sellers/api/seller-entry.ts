import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SellerEntryLink } from '@tmc/shared/seller-entry';
import { api, ApiError } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config-context';

/** POST /api/admin-panel/seller/input?sellerCode: a single-use link (a minute) into the seller's cabinet. */
export const getSellerEntryLink = (sellerCode: string): Promise<SellerEntryLink> =>
  api.post<SellerEntryLink>('/api/admin-panel/seller/input', undefined, { query: { sellerCode } });

/** A configured host without a port takes the page's port (a development or test server). */
const withPort = (host: string) => (host.includes(':') || !window.location.port ? host : `${host}:${window.location.port}`);

/**
 * The seller dropdown's 'input': opens a new tab at once (a tab opened after an answer would be taken for
 * a pop-up), asks for the link, and sends the tab there (on the seller host when one is configured). A
 * refusal closes the tab and is kept in `error` for the page to show.
 */
export function useSellerEntry() {
  const { t } = useTranslation();
  const { sellerHost } = useAppConfig();
  const [error, setError] = useState<string | null>(null);
  const enter = useCallback(
    (sellerCode: string) => {
      setError(null);
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      getSellerEntryLink(sellerCode)
        .then((link) => {
          const url = sellerHost ? `${window.location.protocol}//${withPort(sellerHost)}${link.path}` : link.path;
          if (tab) tab.location.href = url;
          else window.open(url, '_blank', 'noopener');
        })
        .catch((cause: unknown) => {
          tab?.close();
          setError(cause instanceof ApiError ? cause.message : t('sellerEntry.failed'));
        });
    },
    [sellerHost, t],
  );
  return { enter, error };
}
