import { useState } from 'react';
import { PasskeyList, type PasskeyItem } from '../../../components';
import { passkeyProblem, usePasskeyCreation } from '../../../forms';
import { commitAsync, graphql, useMutation } from '../../../relay';
import { classifyFailure } from '../../../relay/failure';
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
      // Gone already (removed on another device): what the person asked for is done.
      if (classifyFailure(cause).kind !== 'passkeyNotFound') return setRemoveError(passkeyProblem(cause, 'create').message);
      setPasskeys((list) => list.filter((passkey) => passkey.id !== id));
      setStatus(m.removed);
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
