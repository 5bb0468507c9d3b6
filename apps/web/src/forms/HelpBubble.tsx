import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface HelpBubbleProps {
  /** The id of the field's title, which says what the help is about. */
  titleId: string;
  message: string;
}

/** The help bubble beside a field's title (helpBubbleMessage): opens on click or Enter, closes on Esc. */
export function HelpBubble({ titleId, message }: HelpBubbleProps) {
  const { t } = useTranslation();
  return (
    <Popover width={260} position="top-start" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('forms.help')}
          aria-describedby={titleId}
        >
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{message}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
