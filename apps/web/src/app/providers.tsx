import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n';
import { ModalsHost } from './feedback/ModalsHost';
import { NotificationsHost } from './feedback/NotificationsHost';
import { theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, for tests. */
  env?: 'default' | 'test';
  children: ReactNode;
}

export function AppProviders({ queryClient, env = 'default', children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
        <QueryClientProvider client={queryClient}>
          {/* Both fetch their code when first used: the first page needs neither. First, so they listen
              before any page can open a modal. */}
          <ModalsHost />
          <NotificationsHost />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
