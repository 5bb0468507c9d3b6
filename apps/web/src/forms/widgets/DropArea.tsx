import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';

interface DropAreaProps {
  onClick: () => void;
  onDrop: (file: File | null) => void;
  disabled: boolean;
  children: string;
}

/** A button-sized area that opens the file picker, and takes a file dropped on it. */
export function DropArea({ onClick, onDrop, disabled, children }: DropAreaProps) {
  const [over, setOver] = useState(false);
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    setOver(!disabled);
  };
  return (
    <UnstyledButton
      onClick={onClick}
      disabled={disabled}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onDrop(event.dataTransfer.files.item(0));
      }}
      p="md"
      style={{
        border: `2px dashed var(--mantine-color-${over ? 'brand-6' : 'gray-4'})`,
        borderRadius: 'var(--mantine-radius-md)',
        background: over ? 'var(--mantine-color-brand-0)' : undefined,
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <Group gap="xs" justify="center">
        <IconUpload size={18} aria-hidden />
        <Text size="sm">{children}</Text>
      </Group>
    </UnstyledButton>
  );
}
