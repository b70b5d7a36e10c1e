import type { InstagramProfile } from '@ma/api-client/schemas';
import { Group, Radio, Stack, Text } from '@mantine/core';
import classes from './profile-picker.module.css';
import { UserAvatar } from '@ma/ui/avatar';

/** One Instagram profile as a radio card: photo, name and @username. */
export function ProfileCard({ profile }: { profile: InstagramProfile }) {
  const name = profile.name.trim() || profile.username;
  return (
    <Radio.Card value={profile.username} className={classes.card} radius="md">
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator aria-hidden />
        <UserAvatar name={name} src={profile.profilePictureUrl} size={48} />
        <Stack gap={0} miw={0}>
          {/* Wrapped, not cut: two profiles of one person often differ only at the end. */}
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            @{profile.username}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
