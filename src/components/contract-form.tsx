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
} from 'react-hook-form';
import type { z } from 'zod';
import { changedFields, formValuesOf } from '@/lib/changed-fields';
import { FormFooter } from './form-footer';
import {
  applyServerErrors,
  formFieldFor,
  formatErrorMessages,
  readableMessages,
  type MessageFormatter,
} from './form-errors';

type FormSchema = z.ZodType<unknown, FieldValues>;

interface ContractFormOptions<TSchema extends FormSchema> {
  /** Every input's starting value; also names the fields a service error may land on. */
  defaultValues: z.input<TSchema>;
  /** Wire field names as words, for messages that mention another field. */
  labels?: Readonly<Record<string, string>>;
}

/** The contract's messages, made readable, from any resolver. */
function withReadableMessages<TInput extends FieldValues, TOutput>(
  resolver: Resolver<TInput, unknown, TOutput>,
  format: MessageFormatter,
): Resolver<TInput, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    formatErrorMessages(result.errors, format);
    return result;
  };
}

/**
 * Every form of the app: react-hook-form validating with a contract schema (the same zod the
 * service validates with), the schema's output as the values to save, and the service's
 * rejections mapped onto the inputs they name (`role_ids[0]` → `role_ids`, `breaks[1].end_at` →
 * that item's input), the rest kept for an alert.
 */
export function useContractForm<TSchema extends FormSchema>(
  schema: TSchema,
  { defaultValues, labels }: ContractFormOptions<TSchema>,
) {
  type Input = z.input<TSchema>;
  const [format] = useState(() => readableMessages(labels));
  const form = useForm<Input, unknown, z.output<TSchema>>({
    resolver: withReadableMessages(zodResolver(schema), format),
    defaultValues: defaultValues as DefaultValues<Input>,
  });
  const [formError, setFormError] = useState<string | null>(null);
  // The current values: a list's items may have been added since the form opened.
  const fieldFor = (apiField: string) =>
    formFieldFor(apiField, form.getValues()) as FieldPath<Input> | undefined;
  /** A submit handler that validates, saves, and puts a rejection on the inputs it names. */
  const submit = (save: (values: z.output<TSchema>) => Promise<unknown>) =>
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

interface ContractFormProps<TSchema extends FormSchema> extends ContractFormOptions<TSchema> {
  schema: TSchema;
  /**
   * An edit: only the fields that differ from `defaultValues` are saved (the API merges), submit
   * waits until something changed, and a save that would change nothing just cancels.
   */
  changesOnly?: boolean;
  /** Sends the values; a rejection is shown on the form. */
  onSave: (values: z.output<TSchema>) => Promise<unknown>;
  onCancel: () => void;
  /** Names the form for assistive technology, e.g. "New employee". */
  label?: string;
  submitLabel: string;
  /** The alert's title; what could not be done. */
  errorTitle?: string;
  children: ReactNode;
}

/** The form shell every drawer and dialog uses: its inputs, the form-level error, Cancel, submit. */
export function ContractForm<TSchema extends FormSchema>({
  schema,
  defaultValues,
  labels,
  changesOnly = false,
  onSave,
  onCancel,
  label,
  submitLabel,
  errorTitle,
  children,
}: ContractFormProps<TSchema>) {
  const { form, formError, submit } = useContractForm(schema, { defaultValues, labels });
  const handleSubmit = submit(async (values) => {
    if (!changesOnly) return onSave(values);
    const changes = changedFields<object>(defaultValues, values as object);
    return Object.keys(changes).length > 0 ? onSave(changes as z.output<TSchema>) : onCancel();
  });
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
            submitDisabled={changesOnly && !form.formState.isDirty}
            cancelDisabled={form.formState.isSubmitting}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}

/** A create form saves the create body; an edit form (of `resource`) saves the changes. */
export type Saving<TCreate extends FormSchema, TUpdate extends FormSchema, TResource = object> =
  | {
      resource?: undefined;
      onSave: (body: z.output<TCreate>) => Promise<unknown>;
    }
  | {
      resource: TResource;
      onSave: (changes: z.output<TUpdate>) => Promise<unknown>;
    };

type ResourceFormProps<TCreate extends FormSchema, TUpdate extends FormSchema> = Saving<
  TCreate,
  TUpdate
> & {
  /** What the form is about, e.g. "employee": "New employee", "Add employee", "Edit employee". */
  noun: string;
  schemas: { create: TCreate; update: TUpdate };
  /** Every input's value for a new resource; an edit starts from the resource's own. */
  empty: z.input<TCreate> & z.input<TUpdate>;
  onCancel: () => void;
  children: ReactNode;
};

/** A resource's create or edit form, validated by the contract's create or update body. */
export function ResourceForm<TCreate extends FormSchema, TUpdate extends FormSchema>(
  props: ResourceFormProps<TCreate, TUpdate>,
) {
  const { noun, schemas, empty, onCancel, children } = props;
  return props.resource === undefined ? (
    <ContractForm
      schema={schemas.create}
      defaultValues={empty}
      label={`New ${noun}`}
      submitLabel={`Add ${noun}`}
      onSave={props.onSave}
      onCancel={onCancel}
    >
      {children}
    </ContractForm>
  ) : (
    <ContractForm
      schema={schemas.update}
      defaultValues={formValuesOf(props.resource, empty)}
      changesOnly
      label={`Edit ${noun}`}
      submitLabel="Save changes"
      onSave={props.onSave}
      onCancel={onCancel}
    >
      {children}
    </ContractForm>
  );
}
