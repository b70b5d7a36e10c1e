import { monthOptions, monthValue, parseMonthValue, type CalendarMonth } from '@ma/domain';
import { Select } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import { useState } from 'react';

export interface MonthSelectProps extends CalendarMonth {
  onChange: (month: CalendarMonth) => void;
}

/** 'Mês': the current São Paulo month first, back to the program's start. */
export function MonthSelect({ year, month, onChange }: MonthSelectProps) {
  // Read once: a page left open past midnight keeps the list it showed.
  const [options] = useState(() => monthOptions(new Date()).map(({ value, label }) => ({ value, label })));
  return (
    <Select
      label="Mês"
      data={options}
      value={monthValue(year, month)}
      onChange={(value) => {
        const next = value === null ? null : parseMonthValue(value);
        if (next) onChange(next);
      }}
      allowDeselect={false}
      checkIconPosition="right"
      maxDropdownHeight={280}
      w={{ base: '100%', xs: 240 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
