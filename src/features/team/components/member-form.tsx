import { useState } from 'react';
import { z } from 'zod';
import {
  UpdateTeamMemberRequest,
  type PermissionSetT,
  type TeamMemberT,
  type UpdateTeamMemberBody,
} from '@/api/schemas/team';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { SelectField } from '@/components/form-fields';
import { refundLimitField, refundLimitText } from '../lib/refund-limit';
import { RefundLimitField } from './refund-limit-field';

interface MemberFormValues {
  permission_set_id: string;
  refund_limit: string;
}

function memberFormSchema(currency: string) {
  return z
    .object({
      permission_set_id: z.string().min(1, { error: 'choose a permission set' }),
      refund_limit: refundLimitField(currency),
    })
    .transform((values): z.input<typeof UpdateTeamMemberRequest> => values)
    .pipe(UpdateTeamMemberRequest);
}

interface MemberFormProps {
  member: TeamMemberT;
  currency: string;
  sets: readonly PermissionSetT[];
  onSave: (body: UpdateTeamMemberBody) => Promise<unknown>;
  onCancel: () => void;
}

/** A person's permission set and refund limit. */
export function MemberForm({ member, currency, sets, onSave, onCancel }: MemberFormProps) {
  const [schema] = useState(() => memberFormSchema(currency));
  const defaultValues: MemberFormValues = {
    permission_set_id: member.permission_set_id ?? '',
    refund_limit: refundLimitText(member.refund_limit, currency),
  };
  const contract = useContractForm(schema, { defaultValues });
  return (
    <ContractFormShell
      contract={contract}
      onSave={onSave}
      onCancel={onCancel}
      label={`What ${member.name} may do`}
      submitLabel="Save changes"
      errorTitle="Could not save the changes"
      submitDisabled={!contract.form.formState.isDirty}
    >
      <SelectField
        control={contract.form.control}
        name="permission_set_id"
        label="Permission set"
        description="What they may do in the back office."
        data={sets.map((set) => ({ value: set.id, label: set.name }))}
        withAsterisk
      />
      <RefundLimitField currency={currency} />
    </ContractFormShell>
  );
}
