import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';

/** The number of columns of every layout of the site. */
const columnCount = 12;

/** A value for every screen width from a breakpoint up (`{ xs: 12, md: 6 }`), or one for all. */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

const eachBreakpoint = <T, U>(value: Responsive<T>, map: (value: T) => U): Responsive<U> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).map(([breakpoint, each]) => [breakpoint, map(each as T)]))
    : map(value);

interface ColumnsProps {
  /** The gap between columns and between rows, in spacing units, per breakpoint. */
  spacing: Responsive<number>;
  /**
   * More styles of the row of columns (its margins, how its columns align), as one style object.
   * @default none
   */
  sx?: Exclude<SxProps<Theme>, readonly unknown[] | ((theme: Theme) => unknown)>;
  /** The columns, each a `Column`, in reading order. */
  children: ReactNode;
}

/** The gap of the nearest `Columns`, which its columns read to size themselves. */
const gapVariable = '--Columns-gap';

/**
 * A layout of twelve columns: each `Column` spans a number of them per breakpoint, and a column
 * that does not fit its row starts the next one. A wrapping flex row, where only the gaps between
 * the columns actually placed take room: on a phone a gap wider than a twelfth of the screen still
 * leaves two columns of six side by side (twelve tracks of a CSS grid would hold eleven gaps).
 */
export function Columns({ spacing, sx, children }: ColumnsProps) {
  return (
    <Box
      sx={(theme) => ({
        [gapVariable]: eachBreakpoint(spacing, (units) => theme.spacing(units)),
        display: 'flex',
        flexWrap: 'wrap',
        gap: `var(${gapVariable})`,
        minWidth: 0,
        ...sx,
      })}
    >
      {children}
    </Box>
  );
}

interface ColumnProps {
  /** How many of the twelve columns it spans, per breakpoint (`{ xs: 12, md: 7 }`). */
  span: Responsive<number>;
  /** What the column holds. */
  children: ReactNode;
}

/** One cell of `Columns`: its share of the row, less its share of the gaps. */
export function Column({ span, children }: ColumnProps) {
  return (
    <Box
      sx={{
        flexGrow: 0,
        flexBasis: 'auto',
        minWidth: 0,
        boxSizing: 'border-box',
        width: eachBreakpoint(
          span,
          (columns) =>
            `calc(100% * ${String(columns)} / ${String(columnCount)} - ${String(columnCount - columns)} * (var(${gapVariable}) / ${String(columnCount)}))`,
        ),
      }}
    >
      {children}
    </Box>
  );
}
