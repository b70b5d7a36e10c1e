import type { CreditMovement } from '@ma/api-client/schemas';
import { formatDateAtTime } from '@ma/domain';
import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import classes from './movement-list.module.css';
import tones from './tones.module.css';
import { describeMovementAmount, formatMovementAmount, movementKindLabels } from './movement-format.ts';

/** One line per movement: what it was, when, the signed amount and the balance after it. */
export function MovementList({ items }: { items: CreditMovement[] }) {
  return (
    <ul className={classes.list} aria-label="Movimentações de créditos">
      {items.map((item) => {
        const gain = item.amount > 0;
        const Icon = gain ? IconArrowUpRight : IconArrowDownRight;
        return (
          <li key={item.id} className={classes.item}>
            <span className={classes.icon} data-gain={gain || undefined} aria-hidden>
              <Icon size={18} stroke={2} />
            </span>
            <Stack gap={2} className={classes.text}>
              <Text fw={600} size="sm" className={classes.reason}>
                {item.reason}
              </Text>
              <Text size="xs" c="dimmed">
                {movementKindLabels[item.kind]} · {formatDateAtTime(item.createdAt)}
              </Text>
            </Stack>
            <Group gap={0} className={classes.amounts}>
              <Stack gap={2} align="flex-end">
                <Text fw={700} className={gain ? tones.gain : tones.loss} aria-hidden>
                  {formatMovementAmount(item.amount)}
                </Text>
                <VisuallyHidden>{describeMovementAmount(item.amount)}</VisuallyHidden>
                {item.balanceAfter !== undefined && (
                  <Text size="xs" c="dimmed">
                    Saldo: {item.balanceAfter}
                  </Text>
                )}
              </Stack>
            </Group>
          </li>
        );
      })}
    </ul>
  );
}
