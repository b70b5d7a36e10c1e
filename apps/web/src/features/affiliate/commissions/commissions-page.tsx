import type { CalendarMonth } from '@ma/domain';
import { Group, Stack } from '@mantine/core';
import { AffiliateHeader } from '../affiliate-header.tsx';
import { CommissionsOfMonth } from './commissions-of-month.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { MonthSelect } from './month-select.tsx';
import { PageColumn } from '../../../components/page-column.tsx';

export interface CommissionsPageProps extends CalendarMonth {
  /** Puts another month in the URL; the page keeps the month nowhere else. */
  onMonthChange: (month: CalendarMonth) => void;
}

/** /affiliate/commissions ('Comissões'): one month's totals and commissions, and its spreadsheet. */
export function CommissionsPage({ year, month, onMonthChange }: CommissionsPageProps) {
  return (
    <PageColumn maw={1040} gap="xl">
      <AffiliateHeader current="commissions" />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <MonthSelect year={year} month={month} onChange={onMonthChange} />
          <ExportCsvButton year={year} month={month} />
        </Group>
        <CommissionsOfMonth key={`${year}-${month}`} year={year} month={month} />
      </Stack>
    </PageColumn>
  );
}
