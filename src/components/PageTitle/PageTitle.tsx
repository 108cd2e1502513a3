import Typography, { type TypographyProps } from '@mui/material/Typography';

/** Typography props (spacing through `sx`, `tabIndex` for a title that takes focus); the text is the children. */
export type PageTitleProps = Omit<TypographyProps<'h1'>, 'variant' | 'component'>;

/**
 * The page's one `<h1>`, spaced from what follows (a paragraph: the default; a subtitle: `sx={{ mb: 1 }}`).
 * A long word (an e-mail address in the title) wraps instead of widening the page on a narrow phone.
 *
 * Use it once per page, as the first thing in its main region: screen-reader users move by headings.
 * A script may move the focus to it (`tabindex="-1"`, after a navigation): that focus is for screen
 * readers, and a heading is no control, so it draws no focus box (every control keeps its own).
 */
export function PageTitle({ sx, ...props }: PageTitleProps) {
  return <Typography variant="h1" component="h1" {...props} sx={[{ mb: 2, overflowWrap: 'anywhere', '&[tabindex="-1"]:focus': { outline: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
