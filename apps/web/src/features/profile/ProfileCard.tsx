import { useState } from 'react';
import { ActionIcon, Avatar, Box, Card, FileButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoggedUser } from '@jobline/shared';
import { errorMessage } from '../../api/client';
import { queryKeys } from '../../api/queryClient';
import { notifySuccess } from '../../components/notify';
import { updateProfile } from './api';

const ACCEPT = 'image/png,image/jpeg,image/webp';

/** The avatar with its change-picture pencil, and the About and Contact cards. */
export function ProfileCard({ user }: { user: LoggedUser }) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);

  const changeImage = async (file: File | null) => {
    if (!file) return;
    setImageError(null);
    setUploading(true);
    try {
      const result = await updateProfile({ image: file });
      queryClient.setQueryData(queryKeys.me, result.user);
      notifySuccess('Profile picture updated');
    } catch (error) {
      setImageError(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const rows: [string, string | null][] = [
    ['Employee code', user.code],
    ['Department', user.division],
    ['Position', user.position],
    ['Role', user.roles.join(', ') || null],
  ];
  return (
    <Stack>
      <Card withBorder padding="lg">
        <Stack align="center" gap="xs">
          <Box pos="relative">
            <Avatar src={user.image_url} alt={`Picture of ${user.name}`} size={112} radius={112} />
            <FileButton onChange={changeImage} accept={ACCEPT}>
              {(props) => (
                <Tooltip label="Change picture">
                  <ActionIcon
                    {...props}
                    loading={uploading}
                    aria-label="Change picture"
                    radius="xl"
                    size="lg"
                    pos="absolute"
                    bottom={0}
                    right={0}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </FileButton>
          </Box>
          {imageError && (
            <Text c="red" size="sm" role="alert">
              {imageError}
            </Text>
          )}
          <Title order={2} size="h3" ta="center">
            {user.name}
          </Title>
          <Text c="dimmed" size="sm">
            {user.position ?? 'No position'}
          </Text>
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Title order={3} size="h5" mb="sm">
          About
        </Title>
        <Stack gap={6}>
          {rows.map(([label, value]) => (
            <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text size="sm" ta="right">
                {value ?? '—'}
              </Text>
            </Group>
          ))}
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Title order={3} size="h5" mb="sm">
          Contact
        </Title>
        <Stack gap={6}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Text size="sm">{user.mobile ?? 'No contact number'}</Text>
        </Stack>
      </Card>
    </Stack>
  );
}
