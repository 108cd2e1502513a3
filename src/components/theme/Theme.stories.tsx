import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import { semantic } from './tokens';

function Tokens() {
  return (
    <Stack spacing={3}>
      <Typography variant="h1">Cadastre-se</Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {Object.entries(semantic).map(([name, color]) => (
          <Box component="li" key={name} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box aria-hidden="true" sx={{ width: 40, height: 24, bgcolor: color, border: 1, borderColor: 'divider', borderRadius: 1 }} />
            <Typography component="span" variant="body2">
              {name}: {color}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button variant="contained">Criar conta</Button>
        <Button variant="outlined">Entrar</Button>
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Components/Theme/Tokens',
  component: Tokens,
  parameters: {
    docs: {
      description: {
        component:
          'The design tokens, in layers: `primitives` (raw values) → `semantic` (what a value means: action, text, danger…) → the MUI theme of `ThemeProvider` and `createAppTheme`. Use the semantic tokens when a site styles something of its own next to the components, so it follows the theme; components read the theme, never the primitives.',
      },
    },
  },
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SemanticTokens: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(semantic).length);
    const heading = canvas.getByRole('heading', { name: 'Cadastre-se' });
    await expect(getComputedStyle(heading).fontFamily).toMatch(/Roboto/);
    await expect(canvas.getByRole('button', { name: 'Criar conta' })).toHaveStyle({ textTransform: 'none' });
  },
};

/** A person who asks their phone for less motion gets buttons that change colour at once, with no transition (WCAG 2.3.3). */
export const ReducedMotion: Story = {
  play: async ({ canvas }) => {
    const durations = getComputedStyle(canvas.getByRole('button', { name: 'Criar conta' })).transitionDuration.split(',').map((d) => parseFloat(d));
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) await expect(durations.every((d) => d === 0)).toBe(true);
    else await expect(durations.some((d) => d > 0)).toBe(true);
  },
};
