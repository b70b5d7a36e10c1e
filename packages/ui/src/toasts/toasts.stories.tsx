import { Group, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { toast } from './toast.tsx';

const sent = { title: 'Proposta enviada com sucesso!', message: 'Sua proposta foi enviada para análise.' };

function ToastPlayground() {
  const sendProposal = () => {
    const id = toast.waiting({ title: 'Enviando...', message: 'Estamos enviando sua proposta.' });
    window.setTimeout(() => toast.update(id, 'success', sent), 2000);
  };
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        Os toasts aparecem no canto inferior direito: no máximo 3 por vez, fechando em 4 s.
      </Text>
      <Group>
        <Button onClick={() => toast.success(sent)}>Sucesso</Button>
        <Button variant="secondary" onClick={() => toast.info({ message: 'Link copiado com sucesso!' })}>
          Informação
        </Button>
        <Button variant="secondary" onClick={() => toast.warning({ title: 'Atenção', message: 'Verifique se selecionou as permissões corretas.' })}>
          Aviso
        </Button>
        <Button variant="secondary" onClick={() => toast.error({ message: 'Credenciais inválidas.' })}>
          Erro
        </Button>
        <Button variant="secondary" onClick={sendProposal}>
          Aguardando → sucesso
        </Button>
        <Button
          variant="rounded"
          onClick={() => {
            for (let n = 1; n <= 5; n += 1) toast.info({ message: `Toast ${n} de 5` });
          }}
        >
          Mostrar 5 (limite 3)
        </Button>
        <Button variant="secondary" color="gray" onClick={() => toast.clean()}>
          Limpar
        </Button>
      </Group>
    </Stack>
  );
}

const meta = { title: 'Feedback/Toasts', component: ToastPlayground } satisfies Meta<typeof ToastPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {};

/** Shows one toast of each variant on load, for a static look at them. */
export const AllVariantsOpen: Story = {
  render: () => {
    toast.clean();
    toast.success({ ...sent, autoClose: false });
    toast.error({ title: 'Erro ao enviar a proposta.', message: 'Erro desconhecido', autoClose: false });
    toast.waiting({ message: 'Validando...' });
    return <ToastPlayground />;
  },
};
