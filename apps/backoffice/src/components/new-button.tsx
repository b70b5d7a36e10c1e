import { Button } from '@ma/ui/button';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The button that opens a list's form of a new item ('Novo cupom'), after a plus. */
export function NewButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick}>
      {children}
    </Button>
  );
}
