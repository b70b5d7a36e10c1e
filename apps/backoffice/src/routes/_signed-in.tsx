import { Logo } from '@ma/ui/logo';
import { AppShell, Badge, Burger, Button, Group, NavLink, Stack, Text, type NavLinkProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconFileCheck,
  IconFlag,
  IconFileText,
  IconGauge,
  IconHistory,
  IconListCheck,
  IconLogout,
  IconTicket,
  IconUserSearch,
  IconUsers,
} from '@tabler/icons-react';
import { createFileRoute, createLink, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { signOutOperator } from '@ma/api-client/admin';
import { mayOpen, ROLE_LABELS, type Screen } from '../lib/roles.ts';
import { forgetSession, meQuery } from '../lib/session.ts';

/** Every page after sign-in: a guest is sent to the login. */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(meQuery(context.api));
    if (!me) throw redirect({ to: '/login' });
    return { me };
  },
  component: SignedInLayout,
});

const RouterNavLink = createLink((props: NavLinkProps & { ref?: React.Ref<HTMLAnchorElement> }) => <NavLink component="a" {...props} />);

interface NavItem {
  to: Screen;
  label: string;
  icon: ReactNode;
}

// Every screen, offered to the roles that may open it (lib/roles.ts).
const NAV: readonly NavItem[] = [
  { to: '/', label: 'Painel', icon: <IconGauge size={18} aria-hidden /> },
  { to: '/proposals', label: 'Propostas', icon: <IconFileText size={18} aria-hidden /> },
  { to: '/creators', label: 'Criadores', icon: <IconUserSearch size={18} aria-hidden /> },
  { to: '/brands', label: 'Contas de marca', icon: <IconBuildingSkyscraper size={18} aria-hidden /> },
  { to: '/brand-proposals', label: 'Propostas das marcas', icon: <IconFileCheck size={18} aria-hidden /> },
  { to: '/reports', label: 'Denúncias', icon: <IconFlag size={18} aria-hidden /> },
  { to: '/coupons', label: 'Cupons', icon: <IconTicket size={18} aria-hidden /> },
  { to: '/finance', label: 'Marcas e comissões', icon: <IconBuildingStore size={18} aria-hidden /> },
  { to: '/jobs', label: 'Tarefas', icon: <IconListCheck size={18} aria-hidden /> },
  { to: '/operators', label: 'Operadores', icon: <IconUsers size={18} aria-hidden /> },
  { to: '/audit', label: 'Auditoria', icon: <IconHistory size={18} aria-hidden /> },
];

function SignedInLayout() {
  const { me, api, queryClient } = Route.useRouteContext();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure();
  const leave = async () => {
    // The session ends on the server; if that fails, the cookie still expires, and this browser forgets it now.
    await signOutOperator(api).catch(() => undefined);
    forgetSession(queryClient);
    await navigate({ to: '/login' });
  };
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 220, breakpoint: 'md', collapsed: { mobile: !opened } }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label="Menu" />
            <Logo height={28} />
            <Text size="sm" c="dimmed" visibleFrom="xs">
              Back office
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Stack gap={0} align="flex-end" visibleFrom="xs">
              <Text size="sm" fw={600} data-testid="operator-name">
                {me.name}
              </Text>
              <Badge size="sm" variant="light">
                {ROLE_LABELS[me.role]}
              </Badge>
            </Stack>
            <Button variant="subtle" size="sm" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void leave()}>
              Sair
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Navegação">
        {NAV.filter((item) => mayOpen(item.to, me.role)).map((item) => (
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
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
