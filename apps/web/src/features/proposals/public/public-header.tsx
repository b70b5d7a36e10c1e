import { Logo } from '@ma/ui/logo';
import { Box, Button, Group, Paper } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/**
 * The public page's header: the logo, 'Conheça o produto' (to the product section below)
 * and the log-in call, which goes to / so a guest lands on /login and a creator on home.
 */
export function PublicHeader({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <Paper component="header" radius={0} px={{ base: 'md', sm: 'xl' }} py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" maw={1080} mx="auto" wrap="nowrap" gap="xs">
        <Link to="/" aria-label="Mais Alcance, página inicial">
          {/* The mark alone on phones leaves room for both header buttons. */}
          <Box hiddenFrom="xs">
            <Logo height={32} title="" markOnly />
          </Box>
          <Box visibleFrom="xs">
            <Logo height={30} title="" />
          </Box>
        </Link>
        <Group gap="xs" wrap="nowrap">
          <Button component="a" href="#conheca" variant="subtle" radius="xl" px={{ base: 'xs', xs: 'md' }}>
            Conheça o produto
          </Button>
          <Button component={Link} to="/" radius="xl" leftSection={<IconLogin2 size={18} aria-hidden />}>
            {isLoggedIn ? 'Acessar' : 'Entrar'}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
