/**
 * @generated SignedSource<<e7994654e77b9b6e077457070cf1a573>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RecoveryChannel = "EMAIL" | "SMS" | "%future added value";
export type RecoveryChooseResetOptionsScreenSendMutation$variables = {
  channel: RecoveryChannel;
  recoveryId: string;
};
export type RecoveryChooseResetOptionsScreenSendMutation$data = {
  readonly sendPasswordRecovery: {
    readonly channel: RecoveryChannel;
    readonly codeLength: number;
    readonly maskedDestination: string;
    readonly resendAvailableInSeconds: number;
  };
};
export type RecoveryChooseResetOptionsScreenSendMutation = {
  response: RecoveryChooseResetOptionsScreenSendMutation$data;
  variables: RecoveryChooseResetOptionsScreenSendMutation$variables;
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
    "name": "RecoveryChooseResetOptionsScreenSendMutation",
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
    "name": "RecoveryChooseResetOptionsScreenSendMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "52d91b5d634eebc27fd4ba52364bbd51",
    "id": null,
    "metadata": {},
    "name": "RecoveryChooseResetOptionsScreenSendMutation",
    "operationKind": "mutation",
    "text": "mutation RecoveryChooseResetOptionsScreenSendMutation(\n  $recoveryId: ID!\n  $channel: RecoveryChannel!\n) {\n  sendPasswordRecovery(recoveryId: $recoveryId, channel: $channel) {\n    channel\n    maskedDestination\n    resendAvailableInSeconds\n    codeLength\n  }\n}\n"
  }
};
})();

(node as any).hash = "d1212f9facaaa51a69d8567197a89331";

export default node;
