import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/session/auth-store';
import { useEmailVerificationStore } from '@/lib/session/email-verification-store';
import { MEMBER_INFO, TOKEN, jsonResponse, mockApi, renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  useEmailVerificationStore.getState().reset();
  useAuthStore.getState().clearAuth();
});

describe('sign-up form', () => {
  it('shows the Korean rule messages as the member types and keeps submit disabled', async () => {
    const user = userEvent.setup();
    await renderApp('/signup', 'ko');
    const submit = await screen.findByRole('button', { name: '가입하기' });
    expect(submit).toBeDisabled();

    const password = screen.getByLabelText('비밀번호', {
      exact: false,
      selector: 'input[name="password"]',
    });
    await user.type(password, 'Abc1!');
    expect(await screen.findByText('8자 이상이어야 합니다')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.getAttribute('aria-describedby')).toContain(`${password.id}-error`);
    await user.clear(password);
    await user.type(password, 'abcdefgh1!');
    expect(
      await screen.findByText('대문자, 소문자, 숫자, 특수기호를 포함해야 합니다'),
    ).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Abcdefg1!');

    const confirm = screen.getByLabelText('비밀번호 확인', { exact: false });
    await user.type(confirm, 'Abcdefg1?');
    expect(await screen.findByText('비밀번호가 일치하지 않습니다')).toBeInTheDocument();

    const name = screen.getByLabelText('이름', { exact: false });
    await user.type(name, 'Kim1');
    expect(await screen.findByText('한글, 영문, 공백만 사용할 수 있습니다')).toBeInTheDocument();

    const birth = screen.getByLabelText('생년월일', { exact: false });
    expect(birth).toHaveAttribute('maxLength', '8');
    await user.type(birth, '20990101');
    expect(await screen.findByText('미래의 날짜는 입력할 수 없습니다')).toBeInTheDocument();
    await user.clear(birth);
    await user.type(birth, '19900230');
    expect(await screen.findByText('존재하지 않는 날짜입니다')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('offers the 40 countries in the member language', async () => {
    await renderApp('/signup', 'ko');
    const country = await screen.findByRole('combobox', { name: '국가' });
    const options = [...(country as HTMLSelectElement).options].slice(1);
    expect(options).toHaveLength(40);
    expect(options[0]).toHaveTextContent('대한민국');
  });

  it('submits only once the e-mail is verified, without gender, confirmation or agreements', async () => {
    const user = userEvent.setup();
    useEmailVerificationStore.getState().markSent('kim@example.com');
    useEmailVerificationStore.getState().markVerified('kim@example.com');
    let body: unknown;
    const posted = vi.spyOn(window, 'postMessage');
    mockApi((_method, path, init) => {
      if (path === '/auth/login/sign-up') {
        body = JSON.parse(String(init?.body));
        return jsonResponse({ code: 'MEM01', status: 200, msg: 'ok', success: true }, 200, {
          authorization: `Bearer ${TOKEN}`,
        });
      }
      return jsonResponse(MEMBER_INFO);
    });
    const { router } = await renderApp('/signup', 'en');
    expect(await screen.findByText('Your e-mail is verified')).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Password', { exact: false, selector: 'input[name="password"]' }),
      'Abcdefg1!',
    );
    await user.type(screen.getByLabelText('Confirm password', { exact: false }), 'Abcdefg1!');
    await user.type(screen.getByLabelText('Name', { exact: false }), 'Kim Dadeum');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'KOR');
    await user.type(screen.getByLabelText('Birth date', { exact: false }), '19900101');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender (optional)' }), 'female');
    const submit = screen.getByRole('button', { name: 'Sign up' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to all' }));
    expect(
      screen.getByRole('checkbox', { name: '[Required] I agree to the terms of service' }),
    ).toBeChecked();
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/survey'), { timeout: 3000 });
    expect(body).toEqual({
      email: 'kim@example.com',
      password: 'Abcdefg1!',
      name: 'Kim Dadeum',
      country_code: 'KOR',
      birth_date: '19900101',
      verified: 'Y',
    });
    expect(useAuthStore.getState().auth.accessToken).toBe(TOKEN);
    expect(useEmailVerificationStore.getState().isEmailVerified).toBe(false);
    expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'EXTENSION_LOGIN', token: TOKEN }),
      window.location.origin,
    );
  });

  it('sends the verification mail and says how long its link works, as the server sets it', async () => {
    const user = userEvent.setup();
    mockApi((_method, path) =>
      path === '/verify/confirm-email'
        ? jsonResponse({ code: 'VER02', status: 200, msg: 'ok', success: true })
        : jsonResponse({ code: 'VER01', status: 200, msg: 'ok', success: true, linkMinutes: 45 }),
    );
    await renderApp('/signup', 'ko');
    await user.type(await screen.findByRole('textbox', { name: '이메일' }), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: '인증 메일 받기' }));
    expect(
      await screen.findByText(
        '메일의 링크를 열면 인증이 완료됩니다. 링크는 45분 동안 한 번만 사용할 수 있습니다.',
      ),
    ).toBeInTheDocument();
  });

  it('changing a verified e-mail makes it unverified again', async () => {
    const user = userEvent.setup();
    useEmailVerificationStore.getState().markVerified('kim@example.com');
    await renderApp('/signup', 'en');
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'x');
    await waitFor(() => expect(useEmailVerificationStore.getState().isEmailVerified).toBe(false));
    expect(screen.getByText('Please verify your e-mail')).toBeInTheDocument();
  });
});

describe('login page', () => {
  it('opens the login-failed dialog on AUT01 and sends nothing for an invalid e-mail', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(() =>
      jsonResponse({ code: 'AUT01', status: 401, msg: 'wrong' }, 401),
    );
    await renderApp('/login', 'en');
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'not-an-address');
    await user.type(screen.getByLabelText('Password', { exact: false }), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('This is not a valid e-mail address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Login failed' },
      { timeout: 3000 },
    );
    expect(dialog).toHaveTextContent('The e-mail or password is incorrect.');
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    // "Try again" closes it and leaves the filled form, the password selected to retype.
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const password = screen.getByLabelText<HTMLInputElement>('Password', { exact: false });
    expect(email).toHaveValue('kim@example.com');
    expect(password).toHaveValue('whatever');
    await waitFor(() => expect(password).toHaveFocus());
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, 8]);
  });

  it('shows the Coming Soon alert for find-ID', async () => {
    const user = userEvent.setup();
    await renderApp('/login', 'ko');
    await user.click(await screen.findByRole('button', { name: '아이디 찾기' }));
    expect(screen.getByRole('alertdialog', { name: '출시 예정' })).toBeInTheDocument();
  });
});
