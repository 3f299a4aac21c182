import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffCreateSchema, type StaffCreate } from '@tmc/shared/admin-sellers';
import { formatPhoneMask } from '@tmc/shared/phone-mask';
import { PhoneInput } from '../../../components/phone-input';
import { ApiError } from '../../../lib/api-client';
import { useCreateStaff, useStaffList, type StaffKind } from '../api/staff';
import { QueryView } from '../../../components/query-view';

interface StaffFormValues {
  username: string;
  email: string;
  lastName: string;
  firstName: string;
  middleName: string;
  phoneNumber: string;
}
const EMPTY: StaffFormValues = { username: '', email: '', lastName: '', firstName: '', middleName: '', phoneNumber: '' };

/**
 * Curators (ADMIN L4) or dispatchers (ADMIN L3): the list with how many sellers each has, and the form
 * that creates one (a password-creation mail goes to the e-mail). Curators are assigned on a seller's card.
 */
export function StaffPage({ kind }: { kind: StaffKind }) {
  const { t } = useTranslation();
  const list = useStaffList(kind);
  const create = useCreateStaff(kind);
  const form = useForm<StaffFormValues, unknown, StaffCreate>({
    resolver: zodResolver(staffCreateSchema) as unknown as Resolver<StaffFormValues, unknown, StaffCreate>,
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const prefix = `adminSellers.staff.${kind}`;

  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      form.reset(EMPTY);
      form.setError('root.done', { type: 'done', message: t('adminSellers.staff.created', { username: created.username, email: created.email }) });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        for (const [field, message] of Object.entries(error.fields)) form.setError(field as FieldPath<StaffFormValues>, { type: 'server', message });
      } else {
        form.setError('root.server', { type: 'server', message: error instanceof Error ? error.message : t('adminSellers.card.saveFailed') });
      }
    }
  });

  const field = (name: Exclude<keyof StaffFormValues, 'phoneNumber'>, required = false) => (
    <TextInput label={t(`adminSellers.staff.fields.${name}`)} required={required} error={errors[name]?.message} autoComplete="off" {...form.register(name)} />
  );

  return (
    <Stack gap="lg" mt="md">
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate aria-label={t(`${prefix}.createTitle`)}>
          <Title order={3} size="h4" mb="sm">
            {t(`${prefix}.createTitle`)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {field('username', true)}
            {field('email', true)}
            <Controller
              control={form.control}
              name="phoneNumber"
              render={({ field: f }) => (
                <PhoneInput label={t('adminSellers.staff.fields.phoneNumber')} value={f.value} onChange={f.onChange} onBlur={f.onBlur} name={f.name} error={errors.phoneNumber?.message} />
              )}
            />
            {field('lastName')}
            {field('firstName')}
            {field('middleName')}
          </SimpleGrid>
          {errors.root?.server && (
            <Alert color="red" role="alert" mt="sm">
              {errors.root.server.message}
            </Alert>
          )}
          {errors.root?.done && (
            <Alert color="green" role="status" mt="sm">
              {errors.root.done.message}
            </Alert>
          )}
          <Group mt="md">
            <Button type="submit" loading={create.isPending}>
              {t(`${prefix}.create`)}
            </Button>
          </Group>
        </form>
      </Paper>

      <QueryView query={list} loading={<Loader />} isEmpty={(data) => data.items.length === 0} empty={<Alert color="gray">{t(`${prefix}.empty`)}</Alert>}>
        {(data) => (
          <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
            <Table striped aria-label={t(`${prefix}.listLabel`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminSellers.staff.fields.username')}</Table.Th>
                  <Table.Th>{t('adminSellers.staff.name')}</Table.Th>
                  <Table.Th>{t('adminSellers.staff.fields.email')}</Table.Th>
                  <Table.Th>{t('adminSellers.staff.fields.phoneNumber')}</Table.Th>
                  <Table.Th>{t('adminSellers.staff.sellers')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      {s.username} {s.blocked && <Badge color="gray">{t('adminSellers.state.blocked')}</Badge>}
                    </Table.Td>
                    <Table.Td>{s.name ?? '—'}</Table.Td>
                    <Table.Td>{s.email}</Table.Td>
                    <Table.Td>{s.phoneNumber ? formatPhoneMask(s.phoneNumber) : '—'}</Table.Td>
                    <Table.Td>{s.sellers}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryView>
    </Stack>
  );
}
