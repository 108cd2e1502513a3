import Typography, { type TypographyProps } from '@mui/material/Typography';

/** Typography props (spacing through `sx`, `tabIndex` for a title that takes focus); the text is the children. */
export type PageTitleProps = Omit<TypographyProps<'h1'>, 'variant' | 'component'>;

/**
 * The page's one `<h1>`, spaced from what follows (a paragraph: the default; a subtitle: `sx={{ mb: 1 }}`).
 * A long word (an e-mail address in the title) wraps instead of widening the page on a narrow phone.
 *
 * Use it once per page, as the first thing in its main region: screen-reader users move by headings.
 */
export function PageTitle({ sx, ...props }: PageTitleProps) {
  return <Typography variant="h1" component="h1" {...props} sx={[{ mb: 2, overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
