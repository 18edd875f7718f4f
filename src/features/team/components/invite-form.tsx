import { useState } from 'react';
import { z } from 'zod';
import {
  CreateInvitationRequest,
  type CreateInvitationBody,
  type PermissionSetT,
} from '@/api/schemas/team';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { SelectField, TextField } from '@/components/form-fields';
import { refundLimitField } from '../lib/refund-limit';
import { RefundLimitField } from './refund-limit-field';

interface InviteFormValues {
  email: string;
  name: string;
  permission_set_id: string;
  refund_limit: string;
}

function inviteFormSchema(currency: string) {
  return z
    .object({
      // The contract's own rule, so its message comes with the other inputs' on the first try.
      email: CreateInvitationRequest.shape.email,
      name: z.string(),
      permission_set_id: z.string().min(1, { error: 'choose a permission set' }),
      refund_limit: refundLimitField(currency),
    })
    .transform((values): z.input<typeof CreateInvitationRequest> => ({
      email: values.email,
      ...(values.name.trim() ? { name: values.name } : {}),
      permission_set_id: values.permission_set_id,
      refund_limit: values.refund_limit,
    }))
    .pipe(CreateInvitationRequest);
}

interface InviteFormProps {
  currency: string;
  sets: readonly PermissionSetT[];
  onSave: (body: CreateInvitationBody) => Promise<unknown>;
  onCancel: () => void;
}

/** Who to invite (email, name), with which permission set and refund limit. */
export function InviteForm({ currency, sets, onSave, onCancel }: InviteFormProps) {
  const [schema] = useState(() => inviteFormSchema(currency));
  const defaultValues: InviteFormValues = {
    email: '',
    name: '',
    permission_set_id: '',
    refund_limit: '',
  };
  const contract = useContractForm(schema, { defaultValues });
  const { control } = contract.form;
  return (
    <ContractFormShell
      contract={contract}
      onSave={onSave}
      onCancel={onCancel}
      label="Invite someone"
      submitLabel="Create invitation"
      errorTitle="Could not create the invitation"
    >
      <TextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        withAsterisk
        data-autofocus
      />
      <TextField
        control={control}
        name="name"
        label="Name"
        description="Optional: they choose their own when they accept."
        autoComplete="off"
      />
      <SelectField
        control={control}
        name="permission_set_id"
        label="Permission set"
        description="What they may do once they join."
        data={sets.map((set) => ({ value: set.id, label: set.name }))}
        withAsterisk
      />
      <RefundLimitField currency={currency} />
    </ContractFormShell>
  );
}
