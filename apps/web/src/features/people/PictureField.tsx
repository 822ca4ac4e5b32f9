import { useState } from 'react';
import { Avatar, Button, FileInput, Group, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { EMPLOYEE_IMAGE_MAX_BYTES, Msg } from '@jobline/shared';

const ACCEPT = 'image/png,image/jpeg,image/webp';
const DEFAULT_PICTURE = '/api/profile-images/default';

interface Props {
  /** The picture the employee has now (edit mode), or null. */
  currentUrl: string | null;
  /** The form value: a data URL (new picture), null (remove) or undefined (keep). */
  value: string | null | undefined;
  error?: React.ReactNode;
  onChange(value: string | null | undefined): void;
  onError(message: string | null): void;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The employee's picture with a preview; the server checks the bytes again. */
export function PictureField({ currentUrl, value, error, onChange, onError }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const preview =
    typeof value === 'string' ? value : value === null ? DEFAULT_PICTURE : (currentUrl ?? DEFAULT_PICTURE);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    onError(null);
    if (!chosen) return onChange(undefined);
    if (!ACCEPT.split(',').includes(chosen.type)) {
      onChange(undefined);
      return onError(Msg.employees.imageType);
    }
    if (chosen.size > EMPLOYEE_IMAGE_MAX_BYTES) {
      onChange(undefined);
      return onError(Msg.employees.imageTooLarge);
    }
    onChange(await readAsDataUrl(chosen));
  };

  return (
    <Group align="flex-end" gap="md" wrap="nowrap">
      <Avatar src={preview} alt="Picture preview" size={72} radius={72} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <FileInput
          label="Picture"
          placeholder="Choose an image"
          description="PNG, JPEG or WebP, up to 2 MB"
          accept={ACCEPT}
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear picture' }}
          leftSection={<IconPhoto size={16} aria-hidden />}
          error={error}
        />
        {currentUrl && value !== null && !file && (
          <Group>
            <Button variant="subtle" size="compact-xs" color="red" onClick={() => onChange(null)}>
              Remove picture
            </Button>
          </Group>
        )}
      </Stack>
    </Group>
  );
}
