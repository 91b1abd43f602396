import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('landing page sections', () => {
  it('shows the sections in order, the plans, and the Coming Soon alert for paid plans', async () => {
    const user = userEvent.setup();
    await renderApp('/', 'en');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 4)).toEqual([
      'Polished right where you write',
      'Why choose Dadeum?',
      'Meet the team',
      'Pricing',
    ]);
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('Popular')).toBeInTheDocument();
    expect(within(pro).getByText('₩9,900')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started free' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/login',
    );
    await user.click(screen.getByRole('button', { name: 'Contact sales' }));
    const alert = screen.getByRole('alertdialog', { name: 'Coming Soon' });
    expect(alert).toHaveTextContent('This is coming soon.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact sales' })).toHaveFocus();
    // Team: roles with neutral avatars, no invented names.
    expect(screen.getByRole('heading', { name: 'Chief Executive Officer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chief Technology Officer' })).toBeInTheDocument();
  });
});
