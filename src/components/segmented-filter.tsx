import { SegmentedControl } from '@mantine/core';
import { startTransition, useEffect, useId, useState, type CSSProperties } from 'react';

interface Option<V extends string> {
  value: V;
  label: string;
}

interface SegmentedFilterProps<V extends string> {
  'aria-labelledby': string;
  data: readonly Option<V>[];
  value: V;
  onChange: (value: V) => void;
}

/**
 * A list filter's SegmentedControl. As it mounts, Mantine's measures where its indicator goes
 * (a layout of the whole page that just mounted, and a render more per option), so on the page's
 * first commit it renders as the same radios with Mantine's classes, which draw the chosen one's
 * background themselves until the control is initialised; the real one comes in a transition the
 * rows' render interrupts (as `useStandIn`'s look-alikes do). The look-alike's radios work.
 */
export function SegmentedFilter<V extends string>(props: SegmentedFilterProps<V>) {
  const [real, setReal] = useState(false);
  useEffect(() => {
    startTransition(() => setReal(true));
  }, []);
  const { data, value, onChange } = props;
  if (real) {
    return (
      <SegmentedControl
        aria-labelledby={props['aria-labelledby']}
        data={data as Option<V>[]}
        value={value}
        onChange={onChange}
      />
    );
  }
  return <SegmentedLookAlike {...props} />;
}

const classes = SegmentedControl.classes;

function SegmentedLookAlike<V extends string>({
  data,
  value,
  onChange,
  ...labelled
}: SegmentedFilterProps<V>) {
  const name = useId();
  const active = (v: V) => (v === value ? { 'data-active': true } : {});
  return (
    <div
      {...labelled}
      role="radiogroup"
      className={`${classes.root} mantine-SegmentedControl-root`}
      data-with-items-borders
      style={
        {
          '--sc-shadow': 'var(--mantine-shadow-xs)',
          '--sc-padding': 'var(--sc-padding-sm)',
          '--sc-font-size': 'var(--mantine-font-size-sm)',
        } as CSSProperties
      }
    >
      {data.map((option) => (
        <div
          key={option.value}
          className={`${classes.control} mantine-SegmentedControl-control`}
          {...active(option.value)}
        >
          <input
            className={`${classes.input} mantine-SegmentedControl-input`}
            type="radio"
            name={name}
            id={`${name}-${option.value}`}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            data-focus-ring="auto"
          />
          <label
            className={`${classes.label} mantine-SegmentedControl-label`}
            htmlFor={`${name}-${option.value}`}
            {...active(option.value)}
          >
            <span className={`${classes.innerLabel} mantine-SegmentedControl-innerLabel`}>
              {option.label}
            </span>
          </label>
        </div>
      ))}
    </div>
  );
}
