import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { authClient } from '@/api/auth-client';
import { SignInForm } from './sign-in-form';

vi.mock('@/api/auth-client', () => ({
  authClient: {
    signIn: { email: vi.fn(), passkey: vi.fn() },
    twoFactor: { verifyTotp: vi.fn(), verifyBackupCode: vi.fn() },
  },
}));

const signInEmail = vi.mocked(authClient.signIn.email);
const signInPasskey = vi.mocked(authClient.signIn.passkey);
const verifyTotp = vi.mocked(authClient.twoFactor.verifyTotp);

type Answer = { data: unknown; error: unknown };
const answer = (value: Answer) => value as never;

async function fillAndSubmit(user: ReturnType<typeof render>['user'], password = 'secret') {
  await user.type(screen.getByLabelText('Email'), 'maria@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  beforeEach(() => vi.resetAllMocks());

  it('asks for an email and a password before calling the service', async () => {
    const { user } = render(<SignInForm onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signInEmail).not.toHaveBeenCalled();
  });

  it('signs in with email and password', async () => {
    signInEmail.mockResolvedValue(answer({ data: { user: { id: 'u1' } }, error: null }));
    const onSignedIn = vi.fn();
    const { user } = render(<SignInForm onSignedIn={onSignedIn} />);
    await fillAndSubmit(user);

    expect(signInEmail).toHaveBeenCalledWith(
      { email: 'maria@example.com', password: 'secret' },
      expect.anything(),
    );
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('shows the service’s one message for a wrong password or an unknown email', async () => {
    signInEmail.mockResolvedValue(
      answer({ data: null, error: { status: 401, message: 'Invalid email or password' } }),
    );
    const onSignedIn = vi.fn();
    const { user } = render(<SignInForm onSignedIn={onSignedIn} />);
    await fillAndSubmit(user, 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says how long to wait after too many attempts', async () => {
    signInEmail.mockImplementation(((
      _body: unknown,
      options: { onError: (c: unknown) => void },
    ) => {
      options.onError({
        response: new Response(null, { status: 429, headers: { 'Retry-After': '150' } }),
      });
      return Promise.resolve({ data: null, error: { status: 429, message: 'Too many requests' } });
    }) as never);
    const { user } = render(<SignInForm onSignedIn={vi.fn()} />);
    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, try again in 3 minutes.',
    );
  });

  it('says when the service cannot be reached', async () => {
    signInEmail.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = render(<SignInForm onSignedIn={vi.fn()} />);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be reached');
  });

  it('asks for the authenticator code when the account has two-factor', async () => {
    signInEmail.mockResolvedValue(answer({ data: { twoFactorRedirect: true }, error: null }));
    verifyTotp
      .mockResolvedValueOnce(
        answer({ data: null, error: { status: 401, message: 'Invalid code' } }),
      )
      .mockResolvedValueOnce(answer({ data: { token: 'x' }, error: null }));
    const onSignedIn = vi.fn();
    const { user } = render(<SignInForm onSignedIn={onSignedIn} />);
    await fillAndSubmit(user);

    const code = await screen.findByLabelText('Code from your app');
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(verifyTotp).toHaveBeenLastCalledWith(
      { code: '123456', trustDevice: false },
      expect.anything(),
    );
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('signs in with a passkey, and says so when the person cancels', async () => {
    signInPasskey
      .mockResolvedValueOnce(
        answer({ data: null, error: { status: 400, code: 'AUTH_CANCELLED', message: 'x' } }),
      )
      .mockResolvedValueOnce(answer({ data: { session: {} }, error: null }));
    const onSignedIn = vi.fn();
    const { user } = render(<SignInForm onSignedIn={onSignedIn} />);

    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('was cancelled');
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(onSignedIn).toHaveBeenCalledOnce();
  });
});
