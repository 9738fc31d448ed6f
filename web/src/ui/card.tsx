import type { ComponentPropsWithRef, ElementType } from 'react';
import styles from './card.module.css';

export type CardProps = ComponentPropsWithRef<'div'> & {
  /** The element to render, e.g. 'section' or 'article'. */
  as?: ElementType;
  padding?: 'normal' | 'compact';
};

/** A surface that groups related content. */
export function Card({ as: Element = 'div', padding = 'normal', className, ...rest }: CardProps) {
  const classes = [styles.card, padding === 'compact' ? styles.compact : '', className ?? ''].filter(Boolean).join(' ');
  return <Element {...rest} className={classes} />;
}
