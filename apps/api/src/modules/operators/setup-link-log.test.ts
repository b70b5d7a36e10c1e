import { describe, expect, it } from 'vitest';
import { loggedPath } from '../../app.ts';

describe('the setup link in the logs', () => {
  it('is cut from the API path and the back office page the request log names', () => {
    const token = 'RlCy0S9Sun2WPclGZa3Ag4DQyt5AUtRwRUvGwyZLx9A';
    expect(loggedPath(`/v3/admin/setup/${token}`)).toBe('/v3/admin/setup/…');
    expect(loggedPath(`/backoffice/setup/${token}`)).toBe('/backoffice/setup/…');
    expect(loggedPath('/v3/admin/operators')).toBe('/v3/admin/operators');
  });
});
