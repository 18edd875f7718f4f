import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '@/api/auth-client';
import { render, signedInAs } from '@/test/render';
import { totpSecret } from '../components/two-factor-section';
import { AccountPage } from './account-page';

vi.mock('@/api/auth-client', () => ({
  authClient: {
    changePassword: vi.fn(),
    passkey: { listUserPasskeys: vi.fn(), addPasskey: vi.fn(), deletePasskey: vi.fn() },
    twoFactor: { enable: vi.fn(), verifyTotp: vi.fn(), disable: vi.fn() },
  },
}));
vi.mock('qrcode', () => ({ toDataURL: () => Promise.resolve('data:image/png;base64,AAAA') }));

const ok = (data: unknown) => ({ data, error: null }) as never;
const failed = (status: number, code?: string) =>
  ({ data: null, error: { status, code, message: 'no' } }) as never;

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

function session(id: string, userAgent: string, lastActive: string, current = false) {
  return {
    id,
    created_at: '2026-11-20T10:00:00Z',
    last_active_at: lastActive,
    expires_at: '2026-12-01T10:00:00Z',
    ip_address: '203.0.113.7',
    user_agent: userAgent,
    current,
  };
}

/** The service's /app/me/sessions at the fetch boundary; `writes` lists what was sent. */
function fakeSessionsService(sessions: ReturnType<typeof session>[]) {
  let state = [...sessions];
  const writes: string[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const fetch = vi.fn((request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/app/me/sessions') {
      return Promise.resolve(json(200, { sessions: state }));
    }
    const one = /^\/app\/me\/sessions\/([^/]+)$/.exec(pathname);
    if (request.method === 'DELETE' && one && one[1] !== 'end-others') {
      writes.push(`DELETE ${one[1]}`);
      const found = state.find((s) => s.id === one[1]);
      state = state.filter((s) => s.id !== one[1]);
      return Promise.resolve(json(200, { ended: true, was_current: found?.current ?? false }));
    }
    if (request.method === 'POST' && pathname === '/app/me/sessions/end-others') {
      writes.push('POST end-others');
      const ended = state.filter((s) => !s.current).length;
      state = state.filter((s) => s.current);
      return Promise.resolve(json(200, { ended_count: ended }));
    }
    return Promise.resolve(json(404, { errors: [{ code: 'NOT_FOUND', detail: pathname }] }));
  });
  return { fetch, writes };
}

let sessionsService: ReturnType<typeof fakeSessionsService>;

function renderPage(twoFactorEnabled = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  signedInAs(queryClient, {
    name: 'Maria Lopez',
    email: 'maria@example.com',
    permissions: ['payments.read', 'refunds.write'],
    refundLimit: 5000,
    twoFactorEnabled,
  });
  return render(<AccountPage />, { queryClient });
}

describe('AccountPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(authClient.passkey.listUserPasskeys).mockResolvedValue(
      ok([{ id: 'pk1', name: 'Work laptop', createdAt: '2026-11-01T09:00:00Z' }]),
    );
    sessionsService = fakeSessionsService([
      session('s-old', FIREFOX_WIN, '2026-11-24T08:00:00Z'),
      session('s-here', CHROME_MAC, '2026-11-25T09:00:00Z', true),
    ]);
    vi.stubGlobal('fetch', sessionsService.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows who is signed in, what they may do and their refund limit', async () => {
    renderPage();
    const facts = await screen.findByRole('table', { name: 'Your account' });
    expect(within(facts).getByText('maria@example.com')).toBeInTheDocument();
    expect(within(facts).getByText('$50.00')).toBeInTheDocument();
    expect(within(facts).getByText(/Issue refunds/)).toBeInTheDocument();
  });

  it('lists sessions with this device first, and ends another one by id', async () => {
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Your sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Chrome on macOS');
    expect(rows[0]).toHaveTextContent('This device');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Firefox on Windows');

    await user.click(within(rows[1]!).getByRole('button', { name: /Sign out Firefox on Windows/ }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(sessionsService.writes).toEqual(['DELETE s-old']));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(table).not.toHaveTextContent('Firefox on Windows');
  });

  it('signs out every other device and keeps this one', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Your sessions' });
    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out other devices' }));
    await waitFor(() => expect(sessionsService.writes).toEqual(['POST end-others']));
    const table = screen.getByRole('table', { name: 'Your sessions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(table).toHaveTextContent('This device');
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('says when the current password is wrong', async () => {
    vi.mocked(authClient.changePassword).mockResolvedValue(failed(400, 'INVALID_PASSWORD'));
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText(/^New password/), 'correct horse battery');
    await user.type(screen.getByLabelText('Type the new password again'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('That is not your current password')).toBeInTheDocument();
    expect(authClient.changePassword).toHaveBeenCalledWith(
      {
        currentPassword: 'wrong-one',
        newPassword: 'correct horse battery',
        revokeOtherSessions: true,
      },
      expect.anything(),
    );
  });

  it('refuses two different new passwords without asking the service', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Current password'), 'old password');
    await user.type(screen.getByLabelText(/^New password/), 'correct horse battery');
    await user.type(screen.getByLabelText('Type the new password again'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(authClient.changePassword).not.toHaveBeenCalled();
  });

  it('turns on two-step sign-in: password, then the QR code, key and backup codes, then a code', async () => {
    const uri =
      'otpauth://totp/Ledgerline:maria%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Ledgerline';
    vi.mocked(authClient.twoFactor.enable).mockResolvedValue(
      ok({ method: 'totp', totpURI: uri, backupCodes: ['aaaa-1111', 'bbbb-2222'] }),
    );
    vi.mocked(authClient.twoFactor.verifyTotp)
      .mockResolvedValueOnce(failed(401))
      .mockResolvedValueOnce(ok({ token: 'x' }));
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.type(screen.getByLabelText(/Your password/), 'my password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByAltText('QR code for your authenticator app')).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const codes = screen.getByRole('list', { name: 'Backup codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['aaaa-1111', 'bbbb-2222']);

    await user.type(screen.getByLabelText('Code from your app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Code from your app'));
    await user.type(screen.getByLabelText('Code from your app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Backup codes' })).not.toBeInTheDocument(),
    );
    expect(authClient.twoFactor.verifyTotp).toHaveBeenLastCalledWith(
      { code: '123456' },
      expect.anything(),
    );
  });

  it('asks for the password again to turn two-step sign-in off, and says when it is wrong', async () => {
    vi.mocked(authClient.twoFactor.disable).mockResolvedValue(failed(400, 'INVALID_PASSWORD'));
    const { user } = renderPage(true);
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await user.type(screen.getByLabelText(/Your password/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('That is not your password')).toBeInTheDocument();
  });

  it('adds a passkey with a name, and removes one after asking', async () => {
    vi.mocked(authClient.passkey.addPasskey).mockResolvedValue(ok({ id: 'pk2' }));
    vi.mocked(authClient.passkey.deletePasskey).mockResolvedValue(ok({ status: true }));
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Your passkeys' });
    expect(within(table).getByText('Work laptop')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Name for the new passkey/), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() =>
      expect(authClient.passkey.addPasskey).toHaveBeenCalledWith({ name: 'Phone' }),
    );

    await user.click(within(table).getByRole('button', { name: 'Remove Work laptop' }));
    await user.click(await screen.findByRole('button', { name: 'Remove passkey' }));
    await waitFor(() =>
      expect(authClient.passkey.deletePasskey).toHaveBeenCalledWith({ id: 'pk1' }),
    );
  });
});

describe('totpSecret', () => {
  it('reads the key from an otpauth URI, and is empty for anything else', () => {
    expect(totpSecret('otpauth://totp/L:m?secret=ABC234&issuer=L')).toBe('ABC234');
    expect(totpSecret('not a uri')).toBe('');
  });
});
