import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { ApiRequestError } from '@/api/errors';
import { AcceptInvitationRequest, PASSWORD_MIN } from '@/api/schemas/team';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { asSentence } from '@/components/form-errors';
import { TextField } from '@/components/form-fields';

interface AcceptFormValues {
  name: string;
  password: string;
  password_again: string;
}

const acceptFormSchema = z
  .object({ name: z.string(), password: z.string(), password_again: z.string() })
  .superRefine((values, ctx) => {
    if (values.password_again !== values.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_again'],
        message: 'must be the same password as above',
      });
    }
  })
  .transform(({ name, password }): z.input<typeof AcceptInvitationRequest> => ({ name, password }))
  .pipe(AcceptInvitationRequest);

interface AcceptInvitationFormProps {
  /** The name the owner typed, if any: theirs to change. */
  name: string | null;
  onSave: (body: z.output<typeof AcceptInvitationRequest>) => Promise<unknown>;
}

/** The invitee's name and a password (typed twice). */
export function AcceptInvitationForm({ name, onSave }: AcceptInvitationFormProps) {
  const contract = useContractForm(acceptFormSchema, {
    defaultValues: { name: name ?? '', password: '', password_again: '' },
    labels: { password_again: 'The password again' },
    // A 409 here is not someone else's edit: the link was just used, or the email has an account.
    describeFailure: (error, said) =>
      error instanceof ApiRequestError && error.status === 409
        ? error.problems.map((p) => p.message).join(' ')
        : said,
  });
  return (
    <ContractFormShell
      contract={contract}
      onSave={onSave}
      // Nothing to cancel on a page of its own: the one button joins.
      onCancel={() => undefined}
      hideFooter
      status={
        <Stack gap="md">
          {contract.formError ? (
            <Alert color="red" title="Could not accept the invitation" role="alert">
              {contract.formError}
            </Alert>
          ) : null}
          <Button type="submit" loading={contract.form.formState.isSubmitting} fullWidth>
            Join and sign in
          </Button>
        </Stack>
      }
      label="Accept the invitation"
      submitLabel="Join and sign in"
    >
      <TextField
        control={contract.form.control}
        name="name"
        label="Your name"
        description="As your team will see it in the activity log."
        autoComplete="name"
        withAsterisk
        data-autofocus
      />
      <Password
        name="password"
        label="Password"
        description={`At least ${PASSWORD_MIN} characters.`}
      />
      <Password name="password_again" label="The password again" />
    </ContractFormShell>
  );
}

function Password({
  name,
  label,
  description,
}: {
  name: 'password' | 'password_again';
  label: string;
  description?: string;
}) {
  const { control } = useFormContext<AcceptFormValues>();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <PasswordInput
      ref={ref}
      name={name}
      label={label}
      description={description}
      autoComplete="new-password"
      withAsterisk
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={asSentence(fieldState.error?.message)}
    />
  );
}
