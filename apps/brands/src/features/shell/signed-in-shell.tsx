import type { BrandSession } from '@ma/api-client/brand';
import { Logo } from '@ma/ui/logo';
import { AppShell, Burger, Button, Group, NavLink, Stack, Text, type NavLinkProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileText, IconHome, IconLogout, IconUsers } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import type { ReactNode, Ref } from 'react';

const RouterNavLink = createLink((props: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) => <NavLink component="a" {...props} />);

// An approved brand's sections, in the side menu's order.
const NAV = [
  { to: '/', label: 'Início', icon: <IconHome size={18} aria-hidden /> },
  { to: '/propostas', label: 'Propostas', icon: <IconFileText size={18} aria-hidden /> },
  { to: '/equipe', label: 'Equipe', icon: <IconUsers size={18} aria-hidden /> },
] as const;

/** Who is signed in: the brand, then the member. */
function Identity({ session, align }: { session: BrandSession; align: 'flex-start' | 'flex-end' }) {
  return (
    <Stack gap={0} align={align} miw={0}>
      <Text size="sm" fw={600} truncate="end" maw={260} data-testid="brand-name">
        {session.brand.name}
      </Text>
      <Text size="xs" c="dimmed" truncate="end" maw={260} data-testid="member-name">
        {session.member.name}
      </Text>
    </Stack>
  );
}

/**
 * The frame of the signed-in pages: the mark, the brand and the member, 'Sair'; an approved
 * brand's sections in a side menu (a drawer on a phone). Until the approval there is one page, the
 * brand's status, and no menu.
 */
export function SignedInShell({ session, onSignOut, children }: { session: BrandSession; onSignOut: () => void; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure();
  const approved = session.brand.status === 'approved';
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={approved ? { width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {approved && <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />}
            <Logo height={28} />
            <Text size="sm" c="dimmed" visibleFrom="md">
              Para marcas
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Group visibleFrom="sm">
              <Identity session={session} align="flex-end" />
            </Group>
            <Button variant="subtle" size="sm" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
              Sair
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      {approved && (
        <AppShell.Navbar p="sm" aria-label="Navegação">
          {NAV.map((item) => (
            <RouterNavLink
              key={item.to}
              to={item.to}
              label={item.label}
              leftSection={item.icon}
              activeOptions={{ exact: item.to === '/' }}
              activeProps={{ active: true }}
              onClick={close}
            />
          ))}
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        {/* On a phone the header has no room for who is signed in: it heads the page instead. */}
        <Group hiddenFrom="sm" mb="md">
          <Identity session={session} align="flex-start" />
        </Group>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
