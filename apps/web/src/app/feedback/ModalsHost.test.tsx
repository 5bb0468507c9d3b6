import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { AppProviders } from '../providers';

function renderProviders() {
  return render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <p>Page</p>
    </AppProviders>,
  );
}

describe('modals and notifications fetched on first use', () => {
  it('shows a modal asked for before its provider was there, and honours a close sent meanwhile', async () => {
    renderProviders();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      const first = modals.open({ title: 'First', children: 'one' });
      modals.open({ title: 'Second', children: 'two' });
      modals.close(first);
    });
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'First' })).toBeNull();
    act(() => modals.closeAll());
  });

  it('shows a confirmation once the provider is there, and runs its answer', async () => {
    renderProviders();
    let answer = '';
    act(() => {
      modals.openConfirmModal({
        title: 'Sure?',
        labels: { confirm: 'Proceed', cancel: 'Cancel' },
        onConfirm: () => {
          answer = 'proceed';
        },
      });
    });
    const proceed = await screen.findByRole('button', { name: 'Proceed' });
    act(() => proceed.click());
    expect(answer).toBe('proceed');
  });

  it('shows a notification sent before its container was there', async () => {
    renderProviders();
    act(() => {
      notifications.show({ title: 'Saved', message: 'The record was saved.' });
    });
    expect(await screen.findByText('The record was saved.')).toBeTruthy();
    act(() => notifications.clean());
  });
});
