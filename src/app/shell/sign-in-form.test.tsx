import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { getToken } from '../session';
import { SignInForm } from './sign-in-form';

function answerWith(status: number) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('SignInForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a token before calling the service', async () => {
    const fetchMock = answerWith(200);
    const { user } = render(<SignInForm onSignedIn={vi.fn()} />);

    await user.type(screen.getByLabelText('Access token'), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your access token')).toBeInTheDocument();
    const input = screen.getByLabelText('Access token');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your access token');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a 401 on the token field and stores nothing', async () => {
    answerWith(401);
    const onSignedIn = vi.fn();
    const { user } = render(<SignInForm onSignedIn={onSignedIn} />);

    await user.type(screen.getByLabelText('Access token'), 'EAAArevoked');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText('This access token is not valid or has been revoked.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Access token')).toHaveFocus();
    expect(getToken()).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows other failures as a form-level alert', async () => {
    answerWith(500);
    const { user } = render(<SignInForm onSignedIn={vi.fn()} />);

    await user.type(screen.getByLabelText('Access token'), 'EAAAany');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service could not check the token (HTTP 500).',
    );
  });

  it('stores a valid token, trimmed, and continues', async () => {
    const fetchMock = answerWith(200);
    const onSignedIn = vi.fn();
    const { user } = render(<SignInForm onSignedIn={onSignedIn} />);

    await user.type(screen.getByLabelText('Access token'), '  EAAAgood  ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(getToken()).toBe('EAAAgood');
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
