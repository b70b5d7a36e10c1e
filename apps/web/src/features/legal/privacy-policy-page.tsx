import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The privacy policy, in plain pt-BR, for creators and for Meta's app review. */
export function PrivacyPolicyPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/" size="sm">
          ← Voltar
        </Anchor>
        <Title order={1}>Política de privacidade</Title>
        <Text>
          A Mais Alcance ajuda criadores de conteúdo a montar seu mídia kit e a se candidatar a publis de marcas. Esta política explica quais dados
          usamos e por quê.
        </Text>
        <Title order={2} fz={20}>
          Dados que coletamos
        </Title>
        <List spacing="xs">
          <List.Item>Dados de cadastro: nome, e-mail e senha (guardada apenas como hash).</List.Item>
          <List.Item>Dados do mídia kit que você preenche: foto, bio, localização e nichos.</List.Item>
          <List.Item>Dados públicos e métricas das redes que você conectar (Instagram e TikTok), com a sua autorização.</List.Item>
          <List.Item>As propostas que você envia às marcas e os créditos que você usa na Aira.</List.Item>
        </List>
        <Title order={2} fz={20}>
          Como usamos
        </Title>
        <Text>Para mostrar seu perfil às marcas, calcular seu nível, indicar publis compatíveis e operar a sua conta. Não vendemos seus dados.</Text>
        <Title order={2} fz={20}>
          Seus direitos (LGPD)
        </Title>
        <Text>
          Você pode pedir acesso, correção ou exclusão dos seus dados e desconectar suas redes a qualquer momento. Escreva para
          privacidade@maisalcance.com.br.
        </Text>
      </Stack>
    </Container>
  );
}
