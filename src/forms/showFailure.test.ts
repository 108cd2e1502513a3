import { describe, expect, it, vi } from 'vitest';
import type { ValidatedForm } from '../components/Form';
import { BadResponseError, GraphQLResponseError, NetworkError } from '../relay/errors';
import { classifyFailure } from '../relay/failure';
import { showFailure } from './showFailure';

type Values = { email: string; name: string };
const formSpy = () => ({ showErrors: vi.fn() }) as unknown as ValidatedForm<Values> & { showErrors: ReturnType<typeof vi.fn> };

describe('showFailure', () => {
  it('shows a lost connection in the list, marked so that the form offers to send again and clears it once back online', () => {
    const form = formSpy();
    showFailure(form, classifyFailure(new NetworkError()), ['email', 'name']);
    expect(form.showErrors).toHaveBeenCalledWith({ fieldErrors: {}, generalErrors: ['Sem conexão com a internet'], offline: true });
  });

  it('marks no other failure as a lost connection', () => {
    const validation = new GraphQLResponseError([{ message: 'validation', extensions: { validation: { email: ['Email já cadastrado.'] } } }]);
    for (const error of [new BadResponseError(503), new BadResponseError(200), validation]) {
      const form = formSpy();
      showFailure(form, classifyFailure(error), ['email', 'name']);
      expect(form.showErrors).toHaveBeenCalledWith(expect.not.objectContaining({ offline: true }));
    }
  });

  it('puts server validation under its field, joined', () => {
    const form = formSpy();
    const error = new GraphQLResponseError([{ message: 'validation', extensions: { validation: { 'input.email': ['Email já cadastrado.', 'Use outro.'] } } }]);
    showFailure(form, classifyFailure(error), ['email', 'name'], { summaryTitle: 'Corrija' });
    expect(form.showErrors).toHaveBeenCalledWith({ summaryTitle: 'Corrija', fieldErrors: { email: 'Email já cadastrado. Use outro.' }, generalErrors: [] });
  });
});
