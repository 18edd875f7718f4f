import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type MantineAnchorProps = AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>;

const MantineAnchor = forwardRef<HTMLAnchorElement, MantineAnchorProps>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
MantineAnchor.displayName = 'MantineAnchor';

/** Mantine's Anchor styling with a typed TanStack Router `to`/`params`/`search`. */
export const RouterAnchor = createLink(MantineAnchor);
