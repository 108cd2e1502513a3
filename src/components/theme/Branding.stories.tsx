import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import brandBold from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff2?url';
import brandRegular from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff2?url';
import { CpfField } from '../CpfField';
import { EmailField } from '../EmailField';
import { PasswordField } from '../PasswordField';
import { SubmitButton } from '../SubmitButton';
import { createAppTheme } from './theme';
import { ThemeProvider } from './ThemeProvider';

/** Another programme site's brand: its colours (each at least 4.5:1 on white) and its own font. */
const brand = { primary: '#6a1b9a', error: '#a3123a', warning: '#6b4200', success: '#1b5e20', font: 'Marca Sans' } as const;

/** The site's own font files, declared as the site's CSS would (`@font-face`); next/font does the same for a Next.js site. */
const brandFont = (
  <GlobalStyles
    styles={[
      { '@font-face': { fontFamily: brand.font, src: `url(${brandRegular}) format('woff2')`, fontWeight: 400, fontDisplay: 'swap' } },
      { '@font-face': { fontFamily: brand.font, src: `url(${brandBold}) format('woff2')`, fontWeight: 700, fontDisplay: 'swap' } },
    ]}
  />
);

const brandTheme = createAppTheme({
  palette: {
    primary: { main: brand.primary },
    error: { main: brand.error },
    warning: { main: brand.warning },
    success: { main: brand.success },
    background: { warning: '#fff3dc' },
  },
  typography: { fontFamily: `"${brand.font}", Arial, sans-serif`, h1: { fontWeight: 700 }, button: { fontWeight: 700 } },
});

/** A sign-up form of another site: the package's fields under the site's theme, made with `createAppTheme`. */
function RebrandedForm() {
  const [cpf, setCpf] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <ThemeProvider theme={brandTheme}>
      {brandFont}
      <Stack component="form" noValidate spacing={2} aria-labelledby="brand-title" onSubmit={(event) => event.preventDefault()} sx={{ maxWidth: 420 }}>
        <Typography id="brand-title" variant="h1">
          Cadastro do Clube Marca
        </Typography>
        <CpfField id="brand-cpf" value={cpf} onChange={setCpf} />
        <EmailField id="brand-email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <PasswordField id="brand-password" autoComplete="new-password" showStrength value={password} onChange={(event) => setPassword(event.target.value)} />
        <SubmitButton>Criar conta</SubmitButton>
      </Stack>
    </ThemeProvider>
  );
}

/** `colour` as the browser computes it ('rgb(…)'). */
const computed = (colour: string) => {
  const probe = document.createElement('span');
  probe.style.color = colour;
  return probe.style.color;
};

// The estimator (zxcvbn-ts and its dictionaries) loads on first use: seconds on a busy machine.
const SLOW = { timeout: 20_000 };

const meta = {
  title: 'Components/Theme/Branding',
  component: RebrandedForm,
  parameters: {
    // Its own frame on the docs page: the site's baseline CSS (font, background) stays out of the page around it.
    docs: {
      story: { inline: false, height: '560px' },
      description: {
        component:
          'A site\'s brand reaches every component through the theme: `createAppTheme({ palette, typography })` given to `ThemeProvider`. Its colours reach the fields, the submit, the strength meter (weak in `error`, fair in `warning`, strong in `success`, its track in `divider`) and the Caps Lock note (`warning.main` on `background.warning`); its font is declared by the site (`@font-face`, or next/font in a Next.js site) and named in `typography.fontFamily`. The docs: docs/branding.md.',
      },
    },
  },
} satisfies Meta<typeof RebrandedForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's colour on the focused field and the submit, its error colour on a weak password's meter, its font throughout. */
export const RebrandedSignUp: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const cpf = canvas.getByLabelText(/^CPF/, { selector: 'input' });
    await userEvent.click(cpf);
    // A focused field's outline and label are in the brand's primary colour.
    const outline = cpf.closest('.MuiOutlinedInput-root')?.querySelector('fieldset') as HTMLElement;
    await expect(getComputedStyle(outline).borderColor).toBe(computed(brand.primary));
    // The label eases into its focused colour (MUI's transition): waited for, as a person sees it settle.
    const label = canvasElement.querySelector('label[for="brand-cpf"]') as HTMLElement;
    await waitFor(() => expect(getComputedStyle(label).color).toBe(computed(brand.primary)));
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Criar conta' })).backgroundColor).toBe(computed(brand.primary));

    // A weak password's bar is in the brand's error colour.
    await userEvent.type(canvas.getByLabelText(/^Senha/, { selector: 'input' }), 'Senha@123');
    await expect(await canvas.findByText('Fraca', {}, SLOW)).toBeVisible();
    const bar = canvasElement.querySelector('[data-score]') as HTMLElement;
    await expect(getComputedStyle(bar).backgroundColor).toBe(computed(brand.error));

    // The brand's font is the one used, and it has loaded (not a fallback).
    await document.fonts.ready;
    const heading = canvas.getByRole('heading', { name: 'Cadastro do Clube Marca' });
    await expect(getComputedStyle(heading).fontFamily).toMatch(/^"?Marca Sans"?,/);
    await expect(getComputedStyle(cpf).fontFamily).toMatch(/^"?Marca Sans"?,/);
    await expect([...document.fonts].filter((face) => face.family.replace(/"/g, '') === brand.font && face.status === 'loaded').length).toBeGreaterThan(0);
  },
};
