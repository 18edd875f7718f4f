import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconUserCheck } from '@tabler/icons-react';
import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
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
import { isUnauthorized } from '@/api/errors';
import { askToSignInAgain, useSessionState } from '@/api/session-state';
import { changedFields, formValuesOf } from '@/lib/changed-fields';
import { reasonFor, usePermissions, type Power } from '@/lib/permissions';
import { FormFooter, type DismissProps } from './form-footer';
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
  /**
   * A feature's words for a failure no input can show, given what the shared path says (e.g. what
   * a card decline means at the register); by default the shared words.
   */
  describeFailure?: (error: unknown, said: string) => string;
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
  { defaultValues, labels, describeFailure }: ContractFormOptions<TSchema>,
): ContractFormApi<z.input<TSchema>, z.output<TSchema>> {
  type Input = z.input<TSchema>;
  const [format] = useState(() => readableMessages(labels));
  const form = useForm<Input, unknown, z.output<TSchema>>({
    resolver: withReadableMessages(zodResolver(schema), format),
    defaultValues: defaultValues as DefaultValues<Input>,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [waitingForSession, setWaitingForSession] = useState(false);
  // The current values: a list's items may have been added since the form opened.
  const fieldFor = (apiField: string) =>
    formFieldFor(apiField, form.getValues()) as FieldPath<Input> | undefined;
  /** A submit handler that validates, saves, and puts a rejection on the inputs it names. */
  const submit = (save: (values: z.output<TSchema>) => Promise<unknown>) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      setWaitingForSession(false);
      try {
        await save(values);
      } catch (error) {
        // The session ended: the values stay, the shell asks to sign in again in place (the query
        // client hears the 401) and, once signed in, this form offers to finish the save.
        if (isUnauthorized(error)) {
          setWaitingForSession(true);
          return;
        }
        const said = applyServerErrors(error, form.setError, fieldFor, format);
        setFormError(said !== null && describeFailure ? describeFailure(error, said) : said);
      }
    });
  return { form, formError, waitingForSession, submit };
}

/** A form made by `useContractForm`: its react-hook-form, its form-level error, its submit. */
export interface ContractFormApi<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** What no input can show of the last failed save; null when there is none. */
  formError: string | null;
  /** The last save was refused because the session ended; the values are kept to save again. */
  waitingForSession: boolean;
  submit: (
    save: (values: TOutput) => Promise<unknown>,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
}

type ContractFormShellProps<TInput extends FieldValues, TOutput> = DismissProps & {
  /** The form, from `useContractForm`. */
  contract: ContractFormApi<TInput, TOutput>;
  /** Sends the values; a rejection lands on the inputs it names, the rest in the one alert. */
  onSave: (values: TOutput) => Promise<unknown>;
  onCancel: () => void;
  /** Names the form for assistive technology, e.g. "New employee". */
  label?: string | undefined;
  submitLabel: string;
  /** The alert's title; what could not be done. */
  errorTitle?: string | undefined;
  /** Sending beyond the submit itself (e.g. a money command's attempt): submit busy, Cancel locked. */
  busy?: boolean;
  /** The inputs cannot change (e.g. while a money command is out, or sent without an answer). */
  locked?: boolean;
  /** Submit waits, e.g. for an edit that changed nothing yet. */
  submitDisabled?: boolean;
  cancelDisabled?: boolean;
  /** A confirmation that cannot be undone opens with the focus on its dismiss. */
  focusCancel?: boolean;
  /** The dismiss button's words, "Cancel" by default (e.g. "Back" on a review step). */
  cancelLabel?: string | undefined;
  /**
   * Between the inputs and the footer, never locked: what is going on (a send on its way, or an
   * unknown outcome and what can be done about it).
   */
  status?: ReactNode;
  /** The form is past submitting (e.g. an unknown outcome): no footer; `status` says what next. */
  hideFooter?: boolean;
  /**
   * The permission saving needs. A person without it sees the form read-only, submit disabled,
   * and why ("Your permission set does not include …"); the service refuses it anyway.
   */
  requires?: Power | undefined;
  children: ReactNode;
};

/**
 * The one form shell of the app: a form made by `useContractForm`, its inputs, the form-level
 * error, Cancel and submit. Every drawer and dialog that sends something renders it (directly, or
 * through `ContractForm` and `ResourceForm`).
 */
export function ContractFormShell<TInput extends FieldValues, TOutput>({
  contract: { form, formError, waitingForSession, submit },
  onSave,
  onCancel,
  label,
  submitLabel,
  errorTitle,
  busy = false,
  locked = false,
  submitDisabled = false,
  cancelDisabled = false,
  submitColor,
  cancelLabel,
  focusCancel = false,
  status,
  hideFooter = false,
  requires,
  children,
}: ContractFormShellProps<TInput, TOutput>) {
  const handleSubmit = submit(onSave);
  const sending = form.formState.isSubmitting || busy;
  // Only a form that requires a permission asks who is signed in (forms for people who are not
  // signed in, such as accepting an invitation, must not).
  const { can } = usePermissions(requires !== undefined);
  const refused = requires !== undefined && !can(requires);
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={label}>
        <Stack gap="lg">
          <Fieldset variant="unstyled" disabled={locked || refused} m={0} p={0} miw={0}>
            <Stack gap="lg">{children}</Stack>
          </Fieldset>
          {refused ? (
            <Alert color="gray" icon={<IconLock size={18} aria-hidden />} title="View only">
              {reasonFor(requires)}
            </Alert>
          ) : null}
          {waitingForSession ? (
            <SessionSaveNotice onFinish={() => void handleSubmit()} submitLabel={submitLabel} />
          ) : null}
          {status}
          {hideFooter ? null : (
            <FormFooter
              error={formError}
              errorTitle={errorTitle}
              submitLabel={submitLabel}
              busy={sending}
              submitDisabled={submitDisabled || refused}
              cancelDisabled={sending || cancelDisabled}
              submitColor={submitColor}
              cancelLabel={cancelLabel}
              focusCancel={focusCancel}
              onCancel={onCancel}
            />
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * A save refused because the session ended: what was entered is kept; while the session is
 * ended, the way to go on is to sign in again (the shell's dialog); once signed in again, one
 * button finishes the save with the same values.
 */
function SessionSaveNotice({
  onFinish,
  submitLabel,
}: {
  onFinish: () => void;
  submitLabel: string;
}) {
  const session = useSessionState();
  if (session.status === 'ended') {
    return (
      <Alert
        color="yellow"
        icon={<IconLock size={18} aria-hidden />}
        title="Not saved yet"
        // Mantine's yellow title on its light yellow is 2.7:1; the text colour reads.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            Your session ended before this was saved. What you entered is kept here: sign in again,
            then finish saving.
          </Text>
          <Button size="xs" variant="default" onClick={askToSignInAgain}>
            Sign in again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      color="blue"
      icon={<IconUserCheck size={18} aria-hidden />}
      title="You are signed in again"
      role="status"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">This was not saved yet. Finish with what you entered?</Text>
        <Button size="xs" onClick={onFinish} aria-label={`Finish saving: ${submitLabel}`}>
          Finish saving
        </Button>
      </Group>
    </Alert>
  );
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
  /** The permission saving needs (see ContractFormShell). */
  requires?: Power | undefined;
  children: ReactNode;
}

/** A form of `schema` in the one shell; with `changesOnly`, an edit that saves what changed. */
export function ContractForm<TSchema extends FormSchema>({
  schema,
  defaultValues,
  labels,
  describeFailure,
  changesOnly = false,
  onSave,
  onCancel,
  label,
  submitLabel,
  errorTitle,
  requires,
  children,
}: ContractFormProps<TSchema>) {
  const contract = useContractForm(schema, { defaultValues, labels, describeFailure });
  const save = (values: z.output<TSchema>) => {
    if (!changesOnly) return onSave(values);
    const changes = changedFields<object>(defaultValues, values as object);
    return Object.keys(changes).length > 0 ? onSave(changes as z.output<TSchema>) : onCancel();
  };
  return (
    <ContractFormShell
      contract={contract}
      onSave={async (values) => save(values)}
      onCancel={onCancel}
      label={label}
      submitLabel={submitLabel}
      errorTitle={errorTitle}
      submitDisabled={changesOnly && !contract.form.formState.isDirty}
      requires={requires}
    >
      {children}
    </ContractFormShell>
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
  /** The permission saving needs (see ContractFormShell). */
  requires?: Power | undefined;
  children: ReactNode;
};

/** A resource's create or edit form, validated by the contract's create or update body. */
export function ResourceForm<TCreate extends FormSchema, TUpdate extends FormSchema>(
  props: ResourceFormProps<TCreate, TUpdate>,
) {
  const { noun, schemas, empty, onCancel, requires, children } = props;
  return props.resource === undefined ? (
    <ContractForm
      schema={schemas.create}
      defaultValues={empty}
      label={`New ${noun}`}
      submitLabel={`Add ${noun}`}
      onSave={props.onSave}
      onCancel={onCancel}
      requires={requires}
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
      requires={requires}
    >
      {children}
    </ContractForm>
  );
}
