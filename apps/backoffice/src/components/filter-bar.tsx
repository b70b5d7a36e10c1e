import { Button } from '@ma/ui/button';
import { Group, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list's filters: its fields, 'Filtrar' to apply what was chosen, 'Limpar filtros' to empty and apply. */
export function FilterBar({ children, onApply, onClear }: { children: ReactNode; onApply: () => void; onClear: () => void }) {
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        {children}
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button type="submit" size="sm">
          Filtrar
        </Button>
        <Button variant="secondary" size="sm" onClick={onClear}>
          Limpar filtros
        </Button>
      </Group>
    </form>
  );
}
