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
      'Shape Dadeum with us',
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
    // Without the operator's team file: nobody invented, no empty avatars, a way to reach us.
    const team = screen.getByRole('region', { name: 'Shape Dadeum with us' });
    expect(within(team).queryByRole('img')).not.toBeInTheDocument();
    expect(within(team).queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(within(team).getByRole('link', { name: 'Send us a note' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@dadeum\.app\?subject=/),
    );
  });
});

describe('team section from the operator’s file', () => {
  const team = [
    {
      name: { ko: '홍길동', en: 'Gildong Hong' },
      role: { ko: '대표', en: 'CEO' },
      photo: '/team/gildong-hong.jpg',
      profileUrl: 'https://www.linkedin.com/in/example-profile',
    },
    { name: 'Cheolsu Kim', role: { ko: '최고기술책임자', en: 'CTO' } },
  ];

  it.each([
    ['ko', '만든 사람들', '홍길동', '대표', '최고기술책임자'],
    ['en', 'Meet the team', 'Gildong Hong', 'CEO', 'CTO'],
  ] as const)(
    'shows each member in %s: name, role, photo or initials, profile link',
    async (lng, title, name, role, role2) => {
      const { render } = await import('@testing-library/react');
      const { I18nextProvider } = await import('react-i18next');
      const { createI18n } = await import('@/lib/i18n/create-i18n');
      const { bundledResources } = await import('@/lib/i18n/bundled-resources');
      const { TeamSection } = await import('./components/team-section');
      const i18n = await createI18n({
        source: { kind: 'bundled', resources: bundledResources },
        language: lng,
      });
      render(
        <I18nextProvider i18n={i18n}>
          <TeamSection team={team} />
        </I18nextProvider>,
      );
      const section = screen.getByRole('region', { name: title });
      const first = within(section).getByRole('heading', { name, level: 3 }).closest('article')!;
      expect(within(first).getByText(role)).toBeInTheDocument();
      expect(within(first).getByRole('img')).toHaveAttribute('src', '/team/gildong-hong.jpg');
      expect(within(first).getByRole('link')).toHaveAttribute(
        'href',
        'https://www.linkedin.com/in/example-profile',
      );
      const second = within(section)
        .getByRole('heading', { name: 'Cheolsu Kim', level: 3 })
        .closest('article')!;
      expect(within(second).getByText(role2)).toBeInTheDocument();
      expect(within(second).getByText('CK')).toBeInTheDocument();
      expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    },
  );
});

describe('plan prices', () => {
  it('group thousands as both languages write them', async () => {
    const { groupThousands } = await import('./components/pricing-section');
    expect([0, 990, 9900, 29900, 1234567].map(groupThousands)).toEqual([
      '0',
      '990',
      '9,900',
      '29,900',
      '1,234,567',
    ]);
    for (const value of [9900, 29900, 1234567]) {
      for (const lng of ['ko', 'en']) {
        expect(groupThousands(value)).toBe(new Intl.NumberFormat(lng).format(value));
      }
    }
  });
});
