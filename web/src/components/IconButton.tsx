/**
 * A button drawn as an icon: its name is its label (aria-label) and its tooltip (title, unless a
 * longer `title` is given), and `className` adds to `icon-button` (small, danger, active...).
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  label: string;
  children: ReactNode;
}

export function IconButton({ label, className, title, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={label}
      title={title ?? label}
      {...rest}
    >
      {children}
    </button>
  );
}
