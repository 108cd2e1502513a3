/**
 * @generated SignedSource<<db2b5d7268127cdfc1b122871935a081>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RecoveryChannel = "EMAIL" | "SMS" | "%future added value";
export type recoveryMutationsSendByIdMutation$variables = {
  channel: RecoveryChannel;
  recoveryId: string;
};
export type recoveryMutationsSendByIdMutation$data = {
  readonly sendPasswordRecovery: {
    readonly channel: RecoveryChannel;
    readonly codeLength: number;
    readonly maskedDestination: string;
    readonly resendAvailableInSeconds: number;
  };
};
export type recoveryMutationsSendByIdMutation = {
  response: recoveryMutationsSendByIdMutation$data;
  variables: recoveryMutationsSendByIdMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "channel"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "recoveryId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "channel",
        "variableName": "channel"
      },
      {
        "kind": "Variable",
        "name": "recoveryId",
        "variableName": "recoveryId"
      }
    ],
    "concreteType": "RecoveryDelivery",
    "kind": "LinkedField",
    "name": "sendPasswordRecovery",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "channel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maskedDestination",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "resendAvailableInSeconds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "codeLength",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "recoveryMutationsSendByIdMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "recoveryMutationsSendByIdMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "ed98640eea502de1dd6b8060227606f8",
    "id": null,
    "metadata": {},
    "name": "recoveryMutationsSendByIdMutation",
    "operationKind": "mutation",
    "text": "mutation recoveryMutationsSendByIdMutation(\n  $recoveryId: ID!\n  $channel: RecoveryChannel!\n) {\n  sendPasswordRecovery(recoveryId: $recoveryId, channel: $channel) {\n    channel\n    maskedDestination\n    resendAvailableInSeconds\n    codeLength\n  }\n}\n"
  }
};
})();

(node as any).hash = "4b04bff78618e9facb4dc8b3576017fc";

export default node;
