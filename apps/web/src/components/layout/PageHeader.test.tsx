import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageHeader } from './PageHeader';

function renderHeader(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('PageHeader', () => {
  it('shows the back link, breadcrumbs with the current page last, and the help bubble on demand', () => {
    renderHeader(
      <PageHeader
        title="Establishment"
        subtitle="Where the workers of a site are registered."
        backTo="/projects"
        breadcrumbs={[{ label: 'Projects', to: '/projects' }, { label: 'Establishment' }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Establishment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/projects');
    expect(screen.getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/projects');
    expect(screen.queryByText('Where the workers of a site are registered.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'About this page' }));
    expect(screen.getByText('Where the workers of a site are registered.')).toBeTruthy();
  });

  it('runs the chosen entry of the action menu', () => {
    const onClose = vi.fn();
    renderHeader(<PageHeader title="Project" actions={[{ label: 'Mark as complete', onClick: onClose }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mark as complete' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('leaves out what the page does not ask for', () => {
    renderHeader(<PageHeader title="Guides" />);
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
