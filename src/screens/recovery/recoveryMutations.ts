import { graphql } from '../../relay';

// The two ways a recovery message is sent, each written once: the first request and the resend by
// e-mail are the same call, as are the choice of a channel and the resend by CPF.

/** `requestPasswordRecovery`: a recovery by the e-mail typed (sent to that address). */
export const requestByEmailMutation = graphql`
  mutation recoveryMutationsRequestByEmailMutation($email: String!) {
    requestPasswordRecovery(email: $email) {
      channel
      maskedDestination
      resendAvailableInSeconds
      codeLength
    }
  }
`;

/** `sendPasswordRecovery`: a recovery started by CPF, sent through the channel chosen. */
export const sendByIdMutation = graphql`
  mutation recoveryMutationsSendByIdMutation($recoveryId: ID!, $channel: RecoveryChannel!) {
    sendPasswordRecovery(recoveryId: $recoveryId, channel: $channel) {
      channel
      maskedDestination
      resendAvailableInSeconds
      codeLength
    }
  }
`;
