import type { ReactNode } from 'react';
import { DateInput, DatesProvider } from '@mantine/dates';
import 'dayjs/locale/ru';
import '@mantine/dates/styles.layer.css';
import { useTranslation } from 'react-i18next';
import { parseDay } from '../lib/dates';

export interface DateFieldProps {
  label: ReactNode;
  /** The day as 'yyyy-mm-dd', '' when empty (what the API takes). */
  value: string;
  onChange: (day: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  /** The earliest and latest days that can be chosen, 'yyyy-mm-dd'. */
  min?: string;
  max?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
  w?: number | string;
}

/**
 * Every date field of the site (issue 16, item 7): shown and typed as dd.MM.yyyy with a Russian
 * calendar (months, weekdays from Monday), whatever the browser's language, where the browser's own
 * `<input type="date">` would show 'mm/dd/yyyy' in an English browser. Typing 'дд.мм.гггг' (or
 * 'гггг-мм-дд') works as well as picking. Mantine's DateInput with dayjs' 'ru' locale: import it only from
 * lazily loaded code (the admin, the cabinet, the search filters), never from a buyer page's first
 * load, and inside a MantineScope.
 */
export function DateField({ value, onChange, min, max, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1, weekendDays: [0, 6] }}>
      <DateInput
        {...props}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        valueFormat="DD.MM.YYYY"
        dateParser={parseDay}
        placeholder={t('dateField.placeholder')}
        minDate={min || undefined}
        maxDate={max || undefined}
        clearable={!props.readOnly && !props.required}
        clearButtonProps={{ 'aria-label': t('dateField.clear') }}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
