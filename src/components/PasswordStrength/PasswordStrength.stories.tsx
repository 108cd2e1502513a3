import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { PasswordField } from '../PasswordField';
import type { PasswordStrength as Strength } from '../validation/passwordStrength';
import { PasswordStrength } from './PasswordStrength';

// The estimator (zxcvbn-ts and its dictionaries) loads on first use and builds its dictionaries:
// seconds on a busy machine.
const SLOW = { timeout: 20_000 };

const meta = {
  title: 'Components/Form/PasswordStrength',
  component: PasswordStrength,
  args: { password: '' },
} satisfies Meta<typeof PasswordStrength>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A password the five rules accept and a person guesses at once. */
export const Weak: Story = {
  args: { password: 'Senha@123' },
  play: async ({ canvas }) => {
    const level = await canvas.findByText('Fraca', {}, SLOW);
    await expect(level.parentElement).toHaveTextContent(/^Força da senha: Fraca$/);
    await expect(canvas.getByText('Esta é uma senha muito comum.')).toBeVisible();
    await expect(canvas.getByText('Adicione mais palavras menos comuns.')).toBeVisible();
  },
};

export const Fair: Story = {
  args: { password: 'Brasil@2024' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Razoável', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('Nomes e sobrenomes comuns são fáceis de adivinhar.')).toBeVisible();
  },
};

/** A passphrase: no warning, no suggestion. */
export const Strong: Story = {
  args: { password: 'Jabuticaba#Pedal7Quintal' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Muito forte', {}, SLOW)).toBeVisible();
    await expect(canvasElement.querySelector('[data-score]')).toHaveAttribute('data-score', '4');
    await expect(canvas.queryByText(/fáceis de adivinhar|senha muito comum/)).not.toBeInTheDocument();
  },
};

/** The person's own name in the password makes it weak. */
export const WithUserInputs: Story = {
  args: { password: 'Gleiciane@Tavernard1', userInputs: ['gleiciane tavernard', 'gleiciane', 'tavernard'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ela tem dados seus, como o seu nome ou e-mail.', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('Muito fraca')).toBeVisible();
  },
};

/** The estimator could not load (offline, a new deploy): the person is told, and the rules alone apply. */
export const Unavailable: Story = {
  args: { password: 'Senha@123', check: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Não foi possível verificar a força da senha agora. Você pode continuar: valem as regras da senha.', {}, SLOW),
    ).toBeVisible();
    await expect(canvas.queryByText(/Força da senha/)).not.toBeInTheDocument();
  },
};

/** A meter whose estimator cannot load the first time (offline), then can: it counts its own tries. */
function FailsOnce({ password }: { password: string }) {
  const [check] = useState(() => {
    let tries = 0;
    return async (): Promise<Strength> => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { score: 4, feedback: { warning: null, suggestions: [] } };
    };
  });
  return <PasswordStrength password={password} check={check} />;
}

/** The estimator could not load offline; the browser comes back online: it tries again by itself, and the notice gives way to the verdict. */
export const UnavailableThenOnline: Story = {
  args: { password: 'Jabuticaba#Pedal7Quintal' },
  render: (args) => <FailsOnce password={args.password} />,
  play: async ({ canvas }) => {
    const unavailable = 'Não foi possível verificar a força da senha agora. Você pode continuar: valem as regras da senha.';
    await expect(await canvas.findByText(unavailable, {}, SLOW)).toBeVisible();
    window.dispatchEvent(new Event('online'));
    await expect(await canvas.findByText('Muito forte', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByText(unavailable)).not.toBeInTheDocument();
  },
};

/**
 * While the password on screen has no verdict yet, the meter says it is busy (`aria-busy`), so that
 * whatever waits for the page to settle (a screen reader, a screenshot) waits for the verdict.
 */
export const BusyUntilEstimated: Story = {
  args: { password: 'Senha@123' },
  render: function Render(args) {
    // An estimate that ends when the button is pressed.
    const [estimate] = useState(() => {
      let release: () => void = () => undefined;
      const verdict = new Promise<Strength>((resolve) => {
        release = () => resolve({ score: 1, feedback: { warning: null, suggestions: [] } });
      });
      return { check: () => verdict, release: () => release() };
    });
    return (
      <>
        <button type="button" onClick={estimate.release}>
          Concluir estimativa
        </button>
        <PasswordStrength {...args} check={estimate.check} />
      </>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const meter = () => canvasElement.querySelector('[aria-busy]');
    await expect(meter()).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByText('Verificando a força da senha…', {}, SLOW)).toBeVisible();
    await expect(meter()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir estimativa' }));
    await expect(await canvas.findByText('Fraca')).toBeVisible();
    await expect(meter()).toBeNull();
  },
};

/** Before the person focuses or types, nothing is estimated nor shown. */
export const Inactive: Story = {
  args: { password: 'Senha@123', active: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText(/Força da senha|Verificando/)).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  },
};

function NewPassword() {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      id="new-password"
      name="password"
      autoComplete="new-password"
      showStrength
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

/**
 * In the field: typed a key at a time, the level is announced once, politely, after typing pauses,
 * never a level per key.
 */
export const Announced: Story = {
  render: () => <NewPassword />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByLabelText(/^Senha/, { selector: 'input' });
    await expect(input).toHaveAttribute('passwordrules', 'minlength: 8; required: lower; required: upper; required: digit; required: special;');
    const region = canvasElement.querySelector('[aria-live="polite"][aria-atomic="true"]');
    if (!(region instanceof HTMLElement)) throw new Error('sem região de anúncio');
    const announced: string[] = [];
    const observer = new MutationObserver(() => {
      if (region.textContent) announced.push(region.textContent);
    });
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    await userEvent.type(input, 'Senha@123');
    await waitFor(() => expect(region).toHaveTextContent('Força da senha: Fraca. Esta é uma senha muito comum.'), SLOW);
    observer.disconnect();
    // Once typing pauses, not once per key (the unit test checks "exactly once" with a controlled clock).
    await expect(announced.length).toBeLessThan('Senha@123'.length);
    await expect(announced.at(-1)).toBe('Força da senha: Fraca. Esta é uma senha muito comum.');
    await expect(within(canvasElement).getByText('Esta é uma senha muito comum.')).toBeVisible();
  },
};

/**
 * The meter takes its place as the person starts typing, not when the verdict arrives: what is below
 * it moves with the key they pressed, never a moment later under their finger.
 */
export const HoldsItsPlace: Story = {
  render: () => (
    <>
      <NewPassword />
      <p>Texto abaixo do medidor</p>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^Senha/, { selector: 'input' });
    const below = canvas.getByText('Texto abaixo do medidor');
    await userEvent.click(input);
    await userEvent.paste('Jabuticaba#Pedal7Quintal');
    const typedAt = below.getBoundingClientRect().top;
    await expect(await canvas.findByText('Muito forte', {}, SLOW)).toBeVisible();
    await expect(below.getBoundingClientRect().top).toBe(typedAt);
  },
};

/**
 * Before the first key, the meter's place is in the page, hidden (`data-strength-place`): a page shown as
 * HTML before its script runs reveals it as the person types, and the meter then takes exactly that place.
 */
export const HoldsItsPlaceBeforeTheScript: Story = {
  render: () => (
    <>
      <NewPassword />
      <p>Texto abaixo do medidor</p>
    </>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const place = canvasElement.querySelector<HTMLElement>('[data-strength-place]');
    const below = canvas.getByText('Texto abaixo do medidor');
    await expect(place).not.toBeVisible();
    const hiddenAt = below.getBoundingClientRect().top;
    if (!place) return;
    // What the page's own rule does as a key is typed there.
    place.style.display = 'block';
    const typedAt = below.getBoundingClientRect().top;
    await expect(typedAt).toBeGreaterThan(hiddenAt);
    place.style.display = '';

    await userEvent.click(canvas.getByLabelText(/^Senha/, { selector: 'input' }));
    await userEvent.paste('Jabuticaba#Pedal7Quintal');
    await expect(await canvas.findByText('Muito forte', {}, SLOW)).toBeVisible();
    await expect(below.getBoundingClientRect().top).toBe(typedAt);
    await expect(canvasElement.querySelector('[data-strength-place]')).toBeNull();
  },
};
