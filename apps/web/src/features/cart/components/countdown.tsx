import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Time left until `until`, as 'N д HH:MM:SS', refreshed every second. */
export function Countdown({ until }: { until: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Date.parse(until) - now);
  if (left === 0) return <span>{t('cart.term.over')}</span>;
  const s = Math.floor(left / 1000);
  const days = Math.floor(s / 86_400);
  const hh = String(Math.floor((s % 86_400) / 3600)).padStart(2, '0');
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return (
    <span data-testid="countdown" aria-live="off">
      {t('cart.term.left', { days, time: `${hh}:${mm}:${ss}` })}
    </span>
  );
}

const dateTime = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
/** dd.MM.yyyy, HH:mm in Moscow. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
