import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n';
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
          <ModalsProvider modalProps={{ centered: true }}>
            {/* Centred: on the right, notifications would cover the user menu and the pages' action buttons. */}
            <Notifications position="top-center" limit={4} />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
