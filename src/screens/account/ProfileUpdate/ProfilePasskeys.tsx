import { useState } from 'react';
import { PasskeyList, type PasskeyItem } from '../../../components';
import { passkeyProblem, usePasskeyCreation } from '../../../forms';
import { commitAsync, graphql, useMutation } from '../../../relay';
import type { ProfilePasskeysRemoveMutation } from './__generated__/ProfilePasskeysRemoveMutation.graphql';
import { passkeyListStatus as m } from './messages';

const removeMutation = graphql`
  mutation ProfilePasskeysRemoveMutation($id: ID!) {
    removePasskey(id: $id) {
      id
      deviceName
      createdAt
      lastUsedAt
    }
  }
`;

/**
 * The account's passkeys on `/profile/update` (read with the profile): remove one, after the list's
 * confirmation, or create one on this device. The list shows what the server answered last.
 */
export function ProfilePasskeys({ initial }: { initial: readonly PasskeyItem[] }) {
  const [passkeys, setPasskeys] = useState(initial);
  const [commitRemove] = useMutation<ProfilePasskeysRemoveMutation>(removeMutation);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [removeError, setRemoveError] = useState<string | null>(null);
  const creation = usePasskeyCreation();

  const add = async () => {
    setStatus('');
    setRemoveError(null);
    const created = await creation.create();
    if (created === null) return;
    setPasskeys((list) => [created, ...list]);
    setStatus(m.added);
  };

  const remove = async (id: string) => {
    setStatus('');
    setRemoveError(null);
    setRemovingId(id);
    try {
      setPasskeys((await commitAsync(commitRemove, { id })).removePasskey);
      setStatus(m.removed);
    } catch (cause) {
      setRemoveError(passkeyProblem(cause, 'create').message);
    } finally {
      setRemovingId(null);
    }
  };

  return (
    <PasskeyList
      passkeys={passkeys}
      onAdd={() => void add()}
      adding={creation.creating}
      onRemove={(id) => void remove(id)}
      removingId={removingId}
      status={status}
      error={removeError ?? creation.error}
    />
  );
}
