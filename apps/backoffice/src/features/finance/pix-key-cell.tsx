import { revealPayoutPixKey, type DuePayout } from '@ma/api-client/admin';
import type { ApiClient } from '@ma/api-client';
import { pixKeyTypeLabels } from '@ma/domain';
import { ActionIcon, Anchor, CopyButton, Group, Modal, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { ReasonForm } from '../../components/reason-form.tsx';

/**
 * A creator's PIX key in the payouts table: masked, and 'Mostrar' to read it in full for the
 * transfer, after a reason the audit log keeps (the key itself never goes there); then it can be
 * copied. Shown only on this screen, for as long as it is open.
 */
export function PixKeyCell({ api, row }: { api: ApiClient; row: DuePayout }) {
  const [key, setKey] = useState<string>();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {key ?? row.pixKeyMasked}
        </Text>
        {key ? (
          <CopyButton value={key}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copiada' : 'Copiar a chave'} withArrow>
                <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={`Copiar a chave PIX de ${row.fullName}`}>
                  {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        ) : (
          <Anchor component="button" type="button" size="sm" onClick={() => setAsking(true)} aria-label={`Mostrar a chave PIX de ${row.fullName}`}>
            Mostrar
          </Anchor>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {pixKeyTypeLabels[row.pixKeyType]}
      </Text>
      <Modal opened={asking} onClose={() => setAsking(false)} title={`Chave PIX de ${row.fullName}`}>
        <ReasonForm
          submitLabel="Mostrar"
          onSubmit={async (reason) => {
            const { value } = await revealPayoutPixKey(api, row.userId, { reason });
            setKey(value);
            setAsking(false);
          }}
        >
          <Text size="sm">A chave completa aparece só nesta tela; a consulta fica na auditoria com o motivo.</Text>
        </ReasonForm>
      </Modal>
    </>
  );
}
