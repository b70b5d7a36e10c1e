import { Badge, type BadgeProps } from '@mantine/core';

// The whole word, never cut to an ellipsis by a narrow column.
const styles = { label: { overflow: 'visible' } };

/** A row's state in a table ('Ativo', 'Expirado', ...), in its color. */
export function StatusBadge(props: Omit<BadgeProps, 'styles'> & { children: string }) {
  return <Badge styles={styles} {...props} />;
}
