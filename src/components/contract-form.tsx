import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { FormFooter } from './form-footer';
import { applyServerErrors, readableMessages, type MessageFormatter } from './form-errors';

interface ContractFormOptions<TValues> {
  /** Every input's starting value; also names the fields a service error may land on. */
  defaultValues: TValues;
  /** Wire field names as words, for messages that mention another field. */
  labels?: Readonly<Record<string, string>>;
}

export interface ContractFormApi<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** What the last save could not put on an input, for the form-level alert. */
  formError: string | null;
  /** A submit handler that validates, saves, and puts a rejection on the inputs it names. */
  submit: (
    save: (values: TOutput) => Promise<unknown>,
  ) => (event?: React.BaseSyntheticEvent) => Promise<void>;
}

/** The contract's messages, made readable, from any resolver. */
function withReadableMessages<TInput extends FieldValues, TOutput>(
  resolver: Resolver<TInput, unknown, TOutput>,
  format: MessageFormatter,
): Resolver<TInput, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string') error.message = format(error.message);
    }
    return result;
  };
}

/**
 * Every form of the app: react-hook-form validating with a contract schema (the same zod the
 * service validates with), the schema's output as the values to save, and the service's
 * rejections mapped onto the inputs they name (`role_ids[0]` → `role_ids`), the rest kept for an
 * alert.
 */
export function useContractForm<TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  { defaultValues, labels }: ContractFormOptions<z.input<TSchema>>,
): ContractFormApi<z.input<TSchema>, z.output<TSchema>> {
  type Input = z.input<TSchema>;
  const [format] = useState(() => readableMessages(labels));
  const form = useForm<Input, unknown, z.output<TSchema>>({
    resolver: withReadableMessages(zodResolver(schema), format),
    defaultValues: defaultValues as DefaultValues<Input>,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const fieldFor = (apiField: string) => {
    const name = apiField.replace(/\[\d+\]$/, '');
    return name in defaultValues ? (name as FieldPath<Input>) : undefined;
  };
  const submit: ContractFormApi<Input, z.output<TSchema>>['submit'] = (save) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await save(values);
      } catch (error) {
        setFormError(applyServerErrors(error, form.setError, fieldFor, format));
      }
    });
  return { form, formError, submit };
}

interface ContractFormProps<TInput extends FieldValues, TOutput> {
  contract: ContractFormApi<TInput, TOutput>;
  /** Sends the values; a rejection is shown on the form. */
  onSave: (values: TOutput) => Promise<unknown>;
  onCancel: () => void;
  /** Names the form for assistive technology, e.g. "New employee". */
  label?: string;
  submitLabel: string;
  /** The alert's title; what could not be done. */
  errorTitle?: string;
  /** For an edit: nothing to save until something changed. */
  submitDisabled?: boolean;
  children: ReactNode;
}

/** The form shell every drawer and dialog uses: its inputs, the form-level error, Cancel, submit. */
export function ContractForm<TInput extends FieldValues, TOutput>({
  contract: { form, formError, submit },
  onSave,
  onCancel,
  label,
  submitLabel,
  errorTitle,
  submitDisabled,
  children,
}: ContractFormProps<TInput, TOutput>) {
  const handleSubmit = submit(onSave);
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={label}>
        <Stack gap="lg">
          {children}
          <FormFooter
            error={formError}
            errorTitle={errorTitle}
            submitLabel={submitLabel}
            busy={form.formState.isSubmitting}
            submitDisabled={submitDisabled}
            cancelDisabled={form.formState.isSubmitting}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
