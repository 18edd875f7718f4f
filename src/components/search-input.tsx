import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** How long typing pauses before what was typed is applied. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** What the list applies now (from the URL); `undefined` when nothing is. */
  value: string | undefined;
  /** Hears the trimmed text after a pause in typing (at once on Enter or clear); blank: undefined. */
  onChange: (value: string | undefined) => void;
  /** Shows a magnifier: the input searches rather than filters by one value. */
  withIcon?: boolean;
};

/**
 * The text filter of every list: applies what is typed after a short pause (or at once on Enter),
 * follows the URL when it changes elsewhere (Clear filters, the back button), and clears on
 * Escape. (No × button of its own: the list's "Clear filters" is the one way to clear by pointer,
 * and a second labelled button would share the input's label.)
 */
export function SearchInput({
  value,
  onChange,
  withIcon = false,
  label,
  ...props
}: SearchInputProps) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  const applyNow = (next: string) => {
    const trimmed = next.trim() || undefined;
    if (trimmed !== value) onChange(trimmed);
  };
  const applyLater = useDebouncedCallback(applyNow, SEARCH_DEBOUNCE_MS);
  const clear = () => {
    applyLater.cancel();
    setText('');
    applyNow('');
  };

  return (
    <TextInput
      label={label}
      leftSection={withIcon ? <IconSearch size={16} stroke={1.5} aria-hidden /> : undefined}
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        applyLater(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          applyLater.cancel();
          applyNow(text);
        } else if (event.key === 'Escape' && text) {
          event.stopPropagation();
          clear();
        }
      }}
    />
  );
}
