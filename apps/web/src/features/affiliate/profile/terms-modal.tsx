import { DEFAULT_COOKIE_DAYS, DEFAULT_HOLDING_DAYS, PAYMENT_DAY_OF_MONTH } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { List, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';

/** The program's terms in short, as the registration's checkbox accepts them. */
export function TermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Termos do programa de afiliados" centered radius="lg" size="lg">
      <Stack gap="md">
        <List spacing="xs" size="sm">
          <List.Item>
            Você ganha uma comissão sobre cada venda feita pelo seu link, no percentual de cada marca, mostrado no cartão da marca.
          </List.Item>
          <List.Item>
            A venda conta para você quando acontece dentro do prazo do cookie da marca (em geral {DEFAULT_COOKIE_DAYS} dias) depois do clique no seu
            link.
          </List.Item>
          <List.Item>
            Cada comissão fica pendente durante o prazo de devolução da marca (em geral {DEFAULT_HOLDING_DAYS} dias) e depois é aprovada.
          </List.Item>
          <List.Item>
            As comissões aprovadas em um mês são pagas por PIX no dia {PAYMENT_DAY_OF_MONTH} do mês seguinte, na chave PIX do seu cadastro.
          </List.Item>
          <List.Item>Se o pedido for cancelado, devolvido ou reembolsado, a comissão é cancelada e não é paga.</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Mantenha seus dados e sua chave PIX atualizados: os pagamentos são feitos em nome do CPF ou CNPJ informado.
        </Text>
        <Button onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          Entendi
        </Button>
      </Stack>
    </Modal>
  );
}
