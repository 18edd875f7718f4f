import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';

/** What an input bound to react-hook-form takes besides its own props (`disabled` is the input's). */
export type ControlledProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
> = Omit<UseControllerProps<TValues, TName, TOutput>, 'disabled'>;

/** Binds an input to its form field and hands back the props that belong to the input itself. */
export function useControlledInput<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
  TInputProps extends object,
>({
  control,
  name,
  rules,
  shouldUnregister,
  defaultValue,
  ...inputProps
}: ControlledProps<TValues, TName, TOutput> & TInputProps) {
  const controller = useController({ control, name, rules, shouldUnregister, defaultValue });
  return { ...controller, inputProps };
}
