import { passwordChecklist } from '@anupalan/shared';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const items = ['upper', 'lower', 'digit', 'length'] as const;

/** Live list of the password rules, ticked as the typed password meets each one. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const met = passwordChecklist(password);
  return (
    <List spacing={4} size="sm" center aria-label={t('password.checklistLabel')}>
      {items.map((item) => (
        <List.Item
          key={item}
          icon={
            <ThemeIcon
              color={met[item] ? 'green' : 'gray'}
              size={20}
              radius="xl"
              variant={met[item] ? 'filled' : 'light'}
            >
              {met[item] ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
            </ThemeIcon>
          }
        >
          <Text size="sm" c={met[item] ? 'green.9' : 'dimmed'}>
            {t(`password.rule.${item}`)}
            <VisuallyHidden> {met[item] ? t('password.met') : t('password.notMet')}</VisuallyHidden>
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
