import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type ButtonAnchorProps = ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>;

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonAnchorProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
ButtonAnchor.displayName = 'ButtonAnchor';

/** A router link that looks like a Mantine Button (e.g. "Add employee", "Edit"). */
export const LinkButton = createLink(ButtonAnchor);

const RowButtonAnchor = forwardRef<HTMLAnchorElement, ButtonAnchorProps>((props, ref) => (
  <Button component="a" ref={ref} variant="subtle" size="compact-sm" {...props} />
));
RowButtonAnchor.displayName = 'RowButtonAnchor';

/** A row's link in a list (Edit, Manage, View): a small subtle LinkButton. */
export const RowLinkButton = createLink(RowButtonAnchor);
