import { PasswordInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH, type NewPasswordValues } from '@/lib/new-password';

interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordValues>;
}

/** "New password" and "Type it again", for a form whose values extend NewPasswordValues. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
}: NewPasswordFieldsProps<T>) {
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  return (
    <>
      <PasswordInput
        label="New password"
        description={`At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words are easy to remember.`}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        aria-invalid={errors.newPassword ? true : undefined}
        {...reg('newPassword')}
      />
      <PasswordInput
        label="Type the new password again"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        aria-invalid={errors.confirmPassword ? true : undefined}
        {...reg('confirmPassword')}
      />
    </>
  );
}
