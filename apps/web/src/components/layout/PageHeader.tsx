import {
  ActionIcon,
  Anchor,
  Box,
  Breadcrumbs,
  Group,
  Menu,
  Popover,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconDots, IconHelpCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageHeaderSlot } from './page-header-slot';

export interface Breadcrumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export interface PageAction {
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  color?: string;
}

interface PageHeaderProps {
  title: string;
  /** Help text shown in a bubble next to the title. */
  subtitle?: string;
  /** Where the back button leads; no back button without it. */
  backTo?: string;
  breadcrumbs?: Breadcrumb[];
  /** Entries of the page's action menu. */
  actions?: PageAction[];
}

/** The header of an inner page: back button, title, help bubble, breadcrumbs and an action menu. */
export function PageHeader({ title, subtitle, backTo, breadcrumbs, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  const slot = usePageHeaderSlot();
  return (
    <Stack gap={6} mb="lg">
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <Box component="nav" aria-label={t('pageHeader.breadcrumbs')}>
          <Breadcrumbs separatorMargin={6}>
            {breadcrumbs.map((crumb) =>
              crumb.to ? (
                <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={crumb.label} size="sm" c="dimmed" aria-current="page">
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </Box>
      ) : null}
      <Group justify="space-between" wrap="nowrap" align="center">
        <Group gap="xs" wrap="nowrap" miw={0}>
          {backTo ? (
            <ActionIcon
              component={Link}
              to={backTo}
              variant="subtle"
              size="lg"
              aria-label={t('pageHeader.back')}
            >
              <IconArrowLeft aria-hidden />
            </ActionIcon>
          ) : null}
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle ? (
            <Popover width={280} position="bottom-start" withArrow shadow="md">
              <Popover.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('pageHeader.help')}>
                  <IconHelpCircle aria-hidden />
                </ActionIcon>
              </Popover.Target>
              <Popover.Dropdown>
                <Text size="sm">{subtitle}</Text>
              </Popover.Dropdown>
            </Popover>
          ) : null}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {slot}
          {actions && actions.length > 0 ? (
            <Menu position="bottom-end" shadow="md">
              <Menu.Target>
                <ActionIcon variant="default" size="lg" aria-label={t('pageHeader.actions')}>
                  <IconDots aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {actions.map((action) => (
                  <Menu.Item
                    key={action.label}
                    leftSection={action.icon}
                    color={action.color}
                    onClick={action.onClick}
                  >
                    {action.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      </Group>
    </Stack>
  );
}
