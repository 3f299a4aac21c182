import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OPERATOR } from '@tmc/shared/operator';
import { formatPhoneMask, phoneDigits, PHONE_MAX_DIGITS } from '@tmc/shared/phone-mask';
import { useAppConfig } from '../../lib/app-config-context';
import { copyrightYears, FOOTER_LINKS } from './footer-links';
import { useAppModule } from '../use-app-module';
import { paths } from '../../config/paths';
import { ExternalIcon, MailIcon, PhoneIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
import classes from './footer.module.css';

// The QR code's generator is not needed for the first paint: it loads after the page.
const SiteQrCode = lazy(() => import('./site-qr-code'));
// The callback modal (its form, Mantine and zod) loads when the visitor asks for a call.
const CallbackModal = lazy(() => import('../../features/callback/components/callback-modal'));

export interface FooterProps {
  /** The year in the copyright line; the current year by default. */
  year?: number;
  /** What the QR code opens; the site's origin by default. */
  siteUrl?: string;
}

/** '+7 (495) 123-45-67' for an 11-digit number, the configured text as it is otherwise. */
function displayPhone(phone: string): string {
  return phoneDigits(phone).length === PHONE_MAX_DIGITS ? formatPhoneMask(phone) : phone;
}

function telHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/** The footer of every page (specification, section 2). */
export function Footer({ year = new Date().getFullYear(), siteUrl = window.location.origin }: FooterProps) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const phone = config.supportPhone.trim();
  const email = config.supportEmail.trim();
  // In the supplier's cabinet 'Правила пользования' are the supplier's rules: /rules of the buyers'
  // module would show the buyers' agreement.
  const rulesHref = useAppModule() === 'sellers' ? paths.sellerAgreement.getHref() : paths.rules.getHref();
  // Once opened, the modal stays mounted so its closing animation and form state survive.
  const [callback, setCallback] = useState<'never' | 'open' | 'closed'>('never');

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.about}>
          <Logo inverted />
          <p className={classes.disclaimer}>{t('footer.disclaimer')}</p>
        </div>

        <nav className={classes.nav} aria-label={t('footer.navLabel')}>
          <ul className={classes.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.key === 'rules' ? rulesHref : link.href} className={classes.link}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
            {config.lotsSiteUrl && (
              <li>
                <a href={config.lotsSiteUrl} className={classes.link} target="_blank" rel="noopener">
                  {t('footer.links.lotsSite')}
                  <ExternalIcon size={13} className={classes.externalIcon} />
                </a>
              </li>
            )}
          </ul>
        </nav>

        <div className={classes.contacts}>
          {(phone || email) && (
            <>
              <p className={classes.contactsTitle}>{t('footer.support')}</p>
              <ul className={classes.contactList}>
                {phone && (
                  <li>
                    <a href={telHref(phone)} className={classes.contact} aria-label={`${t('footer.phone')}: ${displayPhone(phone)}`}>
                      <PhoneIcon size={16} />
                      {displayPhone(phone)}
                    </a>
                  </li>
                )}
                {email && (
                  <li>
                    <a href={`mailto:${email}`} className={classes.contact} aria-label={`${t('footer.email')}: ${email}`}>
                      <MailIcon size={16} />
                      {email}
                    </a>
                  </li>
                )}
              </ul>
            </>
          )}
          <button type="button" className={classes.callbackButton} onClick={() => setCallback('open')}>
            {t('footer.orderCallback')}
          </button>
          {callback !== 'never' && (
            <Suspense fallback={null}>
              <CallbackModal opened={callback === 'open'} onClose={() => setCallback('closed')} />
            </Suspense>
          )}
          <figure className={classes.qr}>
            <div className={classes.qrBox}>
              <Suspense fallback={null}>
                <SiteQrCode value={siteUrl} title={t('footer.qr')} size={96} />
              </Suspense>
            </div>
            <figcaption className={classes.qrCaption}>{t('footer.qrCaption')}</figcaption>
          </figure>
        </div>
      </div>
      <div className={classes.bottom}>
        <p className={classes.copyright}>
          {t('footer.copyright', { years: copyrightYears(year), company: OPERATOR.name })}
        </p>
      </div>
    </footer>
  );
}
