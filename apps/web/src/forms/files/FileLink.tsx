import { Anchor, Group, Image, Loader, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { fileHref } from '../api/upload-file';
import { shortFileName } from './file-name';
import type { FileValue } from './file-value';

/** An uploaded file: its (shortened) name opening it in a new tab, with a thumbnail for images. */
export function FileLink({
  file,
  image,
  children,
}: {
  file: FileValue;
  image: boolean;
  children?: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      {image ? (
        <Image src={fileHref(file.url)} alt={file.name} h={72} w={72} fit="cover" radius="sm" />
      ) : (
        <IconFileText size={20} aria-hidden />
      )}
      <Anchor href={fileHref(file.url)} target="_blank" rel="noopener noreferrer" title={file.name} size="sm">
        {shortFileName(file.name)}
      </Anchor>
      {children}
    </Group>
  );
}

/** What a file field is busy with: 'Uploading', 'Deleting'. */
export function FileActivity({ children }: { children: string }) {
  return (
    <Group gap={6} wrap="nowrap" role="status">
      <Loader size="xs" />
      <Text size="sm">{children}</Text>
    </Group>
  );
}
