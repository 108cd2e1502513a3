/**
 * @generated SignedSource<<4da41d3b0f0c39082e2ef77f38430fa9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RecoveryChannel = "EMAIL" | "SMS" | "%future added value";
export type useResendRecoveryByIdMutation$variables = {
  channel: RecoveryChannel;
  recoveryId: string;
};
export type useResendRecoveryByIdMutation$data = {
  readonly sendPasswordRecovery: {
    readonly channel: RecoveryChannel;
    readonly codeLength: number;
    readonly maskedDestination: string;
    readonly resendAvailableInSeconds: number;
  };
};
export type useResendRecoveryByIdMutation = {
  response: useResendRecoveryByIdMutation$data;
  variables: useResendRecoveryByIdMutation$variables;
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
    "name": "useResendRecoveryByIdMutation",
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
    "name": "useResendRecoveryByIdMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "7ccf568eb369e71b62ee564e5788b792",
    "id": null,
    "metadata": {},
    "name": "useResendRecoveryByIdMutation",
    "operationKind": "mutation",
    "text": "mutation useResendRecoveryByIdMutation(\n  $recoveryId: ID!\n  $channel: RecoveryChannel!\n) {\n  sendPasswordRecovery(recoveryId: $recoveryId, channel: $channel) {\n    channel\n    maskedDestination\n    resendAvailableInSeconds\n    codeLength\n  }\n}\n"
  }
};
})();

(node as any).hash = "4496026068b955da88e823729123f45d";

export default node;
