import { TextInput } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { OfflineError } from '@/api/connection';
import { ApiRequestError } from '@/api/errors';
import { endSession, resumeSession } from '@/api/session-state';
import { render } from '@/test/render';
import { ContractForm } from './contract-form';
import { useFormContext } from 'react-hook-form';

const schema = z.object({ name: z.string().min(1) });

function NameInput() {
  const { register } = useFormContext<{ name: string }>();
  return <TextInput label="Name" {...register('name')} />;
}

function renderForm(onSave: (values: { name: string }) => Promise<unknown>) {
  return render(
    <ContractForm
      schema={schema}
      defaultValues={{ name: '' }}
      onSave={onSave}
      onCancel={() => undefined}
      label="New thing"
      submitLabel="Add thing"
    >
      <NameInput />
    </ContractForm>,
  );
}

const sessionEnded = new ApiRequestError(401, [
  {
    message:
      'Your session has ended (signed out, expired or removed from the team): sign in again.',
  },
]);

afterEach(() => {
  act(() => resumeSession());
});

describe('the form shell when the session ends during a save', () => {
  it('keeps what was typed, says why, and offers to finish the save once signed in again', async () => {
    const onSave = vi
      .fn<(values: { name: string }) => Promise<unknown>>()
      .mockImplementationOnce(() => {
        // As the query client does when it hears a 401.
        endSession(sessionEnded);
        return Promise.reject(sessionEnded);
      })
      .mockResolvedValueOnce('saved');
    const { user } = renderForm(onSave);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Add thing' }));

    expect(await screen.findByText('Not saved yet')).toBeInTheDocument();
    expect(screen.getByText(/Your session ended before this was saved/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.queryByRole('button', { name: /Finish saving/ })).not.toBeInTheDocument();

    act(() => resumeSession());
    expect(await screen.findByText('You are signed in again')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish saving: Add thing' }));

    expect(onSave).toHaveBeenCalledTimes(2);
    expect(onSave).toHaveBeenLastCalledWith({ name: 'Ada' });
    expect(screen.queryByText('You are signed in again')).not.toBeInTheDocument();
  });

  it('says a save refused offline was not sent, and keeps the values', async () => {
    const onSave = vi.fn(() => Promise.reject(new OfflineError()));
    const { user } = renderForm(onSave);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Add thing' }));

    expect(await screen.findByText(/This device is offline, so nothing was saved/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace');
  });
});
