// The toggle of a navigation menu (Products, the account), in the bar or in the mobile menu: its label
// keeps to one line and ends in an ellipsis when there is no room (a long email), the ▾ beside it.
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;
  min-width: 0;
  background: none;
  border: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  /* No side padding: the bar spaces its entries evenly with its gap, links and menus alike. */
  padding: ${({ theme }) => theme.space(2)} 0;
`;

const Label = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Caret = styled.span`
  flex: none;
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

type Props = ComponentPropsWithoutRef<'button'> & { label: ReactNode; className?: string };

export const MenuToggle = forwardRef<HTMLButtonElement, Props>(function MenuToggle({ label, ...button }, ref) {
  return (
    <Button ref={ref} type="button" {...button}>
      <Label>{label}</Label>
      <Caret aria-hidden="true">▾</Caret>
    </Button>
  );
});
