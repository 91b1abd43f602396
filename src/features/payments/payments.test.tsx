import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentOutcome } from '@/features/payments/components/payment-result-page';
import { useAuthStore } from '@/lib/session/auth-store';
import { MEMBER_INFO, TOKEN, jsonResponse, mockApi, renderApp } from '@/testing/render-app';

function paymentCheck(code: 'SUB06' | 'SUB07') {
  const premium = code === 'SUB06';
  return {
    code,
    status: 200,
    msg: premium ? 'Premium plan in use.' : 'Free plan in use.',
    success: true,
    response: {
      plan: {
        id: premium ? 'premium' : 'free',
        name: premium ? 'Premium' : 'Free',
        monthlyCorrections: premium ? null : 100,
        maxCharactersPerRequest: 2000,
      },
      startedAt: premium ? '2026-01-01T00:00:00.000Z' : null,
      endsAt: premium ? '2027-01-01T00:00:00.000Z' : null,
    },
  };
}

/** The plan check and member info; the member's stored language is the test's. */
function api(code: 'SUB06' | 'SUB07', locale: 'ko' | 'en' = 'ko') {
  return mockApi((_method, path) =>
    path === '/member/member-payment-check'
      ? jsonResponse(paymentCheck(code))
      : jsonResponse({ ...MEMBER_INFO, response: { ...MEMBER_INFO.response, locale } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
});

describe('payments', () => {
  it('sends /account/payments to main and shows the free plan in use (SUB07)', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    api('SUB07', 'en');
    const { router } = await renderApp('/account/payments', 'en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/payments/main'));
    expect(await screen.findByText('Free', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In use' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'See plans' })).toBeInTheDocument();
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
  });

  it('shows premium in use (SUB06) with its end date', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    api('SUB06');
    await renderApp('/account/payments/main', 'ko');
    expect(await screen.findByText('프리미엄', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/2027-01-01까지/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '요금제 보기' })).not.toBeInTheDocument();
  });

  it('goes from the USD plans to paynow, whose tabs use arrow keys and whose button charges nothing', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    api('SUB07', 'en');
    const user = userEvent.setup();
    const { router } = await renderApp('/account/payments/detail', 'en');
    // Said before anything is chosen.
    expect(await screen.findByRole('note')).toHaveTextContent('Premium is coming soon');
    expect(await screen.findByText('$27 a year ($2.25 a month)')).toBeInTheDocument();
    expect(screen.getByText('$12 every 3 months ($4.00 a month)')).toBeInTheDocument();
    expect(screen.getByText('$4.50 a month ($54 a year)')).toBeInTheDocument();
    expect(screen.getByText('Save 50%')).toBeInTheDocument();
    expect(screen.getByText('Save 11%')).toBeInTheDocument();
    // Yearly is the default, with its 7-day trial.
    expect(screen.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/payments/paynow'));
    expect(router.state.location.search).toBe('?plan=yearly');
    expect(await screen.findByText('7-day free trial')).toBeInTheDocument();
    expect(screen.getByText(/^Then \$27 a year \(\$2\.25 a month\)/)).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    const wallet = screen.getByRole('tab', { name: 'International wallet' });
    wallet.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Korean card' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('note', { name: 'Premium is coming soon' })).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Start free trial' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(/^Premium is coming soon/);
  });

  it.each([
    [
      'quarterly',
      'Quarterly',
      '$12 every 3 months ($4.00 a month)',
      'After 7 days, then every 3 months',
      '$12',
    ],
    ['monthly', 'Monthly', '$4.50 a month ($54 a year)', 'After 7 days, then every month', '$4.50'],
  ])(
    'the %s plan chosen on the detail page is the plan on the pay page, with its price and terms',
    async (id, name, detail, next, total) => {
      useAuthStore.getState().setAccessToken(TOKEN);
      api('SUB07', 'en');
      const user = userEvent.setup();
      const { router } = await renderApp('/account/payments/detail', 'en');
      await user.click(await screen.findByRole('radio', { name: new RegExp(`^${name}`) }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(router.state.location.search).toBe(`?plan=${id}`));
      expect(await screen.findByText(`· ${detail}`)).toBeInTheDocument();
      expect(screen.getByText('7-day free trial')).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`^Then \\${total}`))).toBeInTheDocument();
      expect(screen.getByText(next)).toBeInTheDocument();
      expect(screen.getByText('$0.00')).toBeInTheDocument();
      // Back on the detail page, the same plan is still chosen.
      await user.click(screen.getByRole('link', { name: 'Change plan' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/account/payments/detail'));
      expect(await screen.findByRole('radio', { name: new RegExp(`^${name}`) })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('button', { name: 'Start free trial' })).toBeDisabled();
    },
  );

  it('an unknown plan on the pay page is the default yearly plan, in Korean too', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    api('SUB07');
    await renderApp('/account/payments/paynow?plan=weekly', 'ko');
    expect(await screen.findByText('7일 무료 체험')).toBeInTheDocument();
    expect(
      screen.getByText(/^체험이 끝나면 연 \$27\(월 \$2\.25\)씩 결제됩니다/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '무료 체험 시작' })).toBeDisabled();
    expect(screen.getByRole('note', { name: '프리미엄은 출시 예정입니다' })).toBeInTheDocument();
  });

  it('takes the provider back from /success to the result page, keeping its parameters', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    api('SUB07', 'en');
    const { router } = await renderApp('/success?orderId=A1', 'en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/result'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('status')).toBe('success');
    expect(params.get('orderId')).toBe('A1');
  });

  it('reads a provider return honestly', () => {
    expect(paymentOutcome(new URLSearchParams('status=success'))).toBe('success');
    expect(paymentOutcome(new URLSearchParams('code=PAY_PROCESS_CANCELED'))).toBe('failure');
    expect(paymentOutcome(new URLSearchParams('status=fail'))).toBe('failure');
    expect(paymentOutcome(new URLSearchParams(''))).toBe('unknown');
  });
});
