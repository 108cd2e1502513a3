import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ItemListProps {
  /** The items, each a paragraph; strings are their own React keys, so keep them distinct. */
  items: readonly string[];
  /** Numbered steps (`<ol>`) rather than bullets (`<ul>`, the default). */
  ordered?: boolean;
}

/**
 * A short list of paragraphs: the next steps after a change, the permissions an app asks for. A real
 * `<ul>` or `<ol>`, so a screen reader says how many items there are.
 *
 * Use it for two to six items; a single one is a paragraph.
 */
export function ItemList({ items, ordered = false }: ItemListProps) {
  return (
    <Box component={ordered ? 'ol' : 'ul'} sx={{ mt: 0, mb: 2, pl: 3 }}>
      {items.map((item) => (
        <li key={item}>
          <Typography>{item}</Typography>
        </li>
      ))}
    </Box>
  );
}
