import type { ApiClient } from '@ma/api-client';
import { useRouteContext } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { RoleOnly } from '../../components/role-only.tsx';
import type { Screen } from '../../lib/roles.ts';

/** A signed-in screen whose page needs only the API client: the page, for the roles that may open `screen`. */
export function roleScreen(screen: Screen, Page: ComponentType<{ api: ApiClient }>) {
  return function RoleScreen() {
    const { api, me } = useRouteContext({ from: '/_signed-in' });
    return (
      <RoleOnly screen={screen} me={me}>
        <Page api={api} />
      </RoleOnly>
    );
  };
}
