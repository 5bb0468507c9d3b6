import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router';

interface RecordNotFoundProps {
  title: string;
  description: string;
  backTo: string;
  backLabel: string;
}

/** A record that does not exist or is outside the user's reach: said plainly, with a way back. */
export function RecordNotFound({ title, description, backTo, backLabel }: RecordNotFoundProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" py="lg" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconSearchOff size={32} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={460}>
          {description}
        </Text>
        <Button component={Link} to={backTo} variant="light">
          {backLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
