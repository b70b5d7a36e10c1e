import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { RoleOnly } from '../../../components/role-only.tsx';

// A placeholder its screen replaces (docs/product/backoffice.md).
export const Route = createFileRoute('/_signed-in/proposals/')({
  component: function Screen() {
    const { me } = Route.useRouteContext();
    return (
      <RoleOnly screen="/proposals" me={me}>
        <Title order={1} fz={26}>
          Propostas
        </Title>
      </RoleOnly>
    );
  },
});
