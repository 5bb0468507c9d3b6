import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The narrow card that holds the access screens (login, passwords, agency choice). */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Container size={460} px={0} py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description ? <Text c="dimmed">{description}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
