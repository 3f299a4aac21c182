import type { ReactNode } from 'react';
import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartContacts } from '@tmc/shared/cart-schemas';
import { QueryView } from '../../../components/query-view';
import { useCartContacts } from '../api/get-cart-contacts';
import classes from './cart.module.css';

export interface CartContactsPanelProps {
  entryId: string;
  /** The callback form (the route gives it: features do not import each other). */
  callback: ReactNode;
}

const tel = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;

/**
 * The contacts of the selected entry (specification section 4): the supplier's (case 1), the curator's
 * phone where the seller has a curator (case 2), the administrator's phone for consultation in Moscow
 * working hours, and the callback form when the line is closed or busy.
 */
export function CartContactsPanel({ entryId, callback }: CartContactsPanelProps) {
  const contacts = useCartContacts(entryId);
  return (
    <QueryView query={contacts} loading={<Skeleton height={180} />}>
      {(data) => <ContactsAside contacts={data} callback={callback} />}
    </QueryView>
  );
}

function ContactsAside({ contacts, callback }: { contacts: CartContacts; callback: ReactNode }) {
  const { t } = useTranslation();
  const { supplier, curator, admin } = contacts;
  return (
    <aside className={classes.contacts} aria-label={t('cart.contacts.title')}>
      <section>
        <h3 className={classes.contactsTitle}>{t('cart.contacts.supplier')}</h3>
        <Text fw={600}>{supplier.title}</Text>
        {supplier.person && <Text size="sm">{supplier.person}</Text>}
        {supplier.phone && (
          <Text size="sm">
            <a href={tel(supplier.phone)}>{supplier.phone}</a>
          </Text>
        )}
        {supplier.email && (
          <Text size="sm">
            <a href={`mailto:${supplier.email}`}>{supplier.email}</a>
          </Text>
        )}
        {supplier.address && <Text size="sm">{supplier.address}</Text>}
      </section>
      {curator && (
        <section>
          <h3 className={classes.contactsTitle}>{t('cart.contacts.curator')}</h3>
          {curator.name && <Text size="sm">{curator.name}</Text>}
          {curator.phone ? (
            <Text size="sm">
              <a href={tel(curator.phone)}>{curator.phone}</a>
            </Text>
          ) : (
            <Text size="sm">
              <a href={`mailto:${curator.email}`}>{curator.email}</a>
            </Text>
          )}
        </section>
      )}
      <section>
        <h3 className={classes.contactsTitle}>{t('cart.contacts.admin')}</h3>
        <Text size="sm">
          <a href={tel(admin.phone)}>{admin.phone}</a> · {admin.hours}
        </Text>
        <Text size="sm" c="dimmed">
          {admin.open ? t('cart.contacts.busy') : t('cart.contacts.closed')}
        </Text>
        <div className={classes.callback}>{callback}</div>
      </section>
    </aside>
  );
}
