/**
 * @generated SignedSource<<03396f5431dd747f7da1d9fc379be2e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RecoveryChannel = "EMAIL" | "SMS" | "%future added value";
export type RecoveryScreenRequestMutation$variables = {
  email: string;
};
export type RecoveryScreenRequestMutation$data = {
  readonly requestPasswordRecovery: {
    readonly channel: RecoveryChannel;
    readonly codeLength: number;
    readonly maskedDestination: string;
    readonly resendAvailableInSeconds: number;
  };
};
export type RecoveryScreenRequestMutation = {
  response: RecoveryScreenRequestMutation$data;
  variables: RecoveryScreenRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "concreteType": "RecoveryDelivery",
    "kind": "LinkedField",
    "name": "requestPasswordRecovery",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RecoveryScreenRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecoveryScreenRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9aa16b16c9d5ee07a0d178a746ca519a",
    "id": null,
    "metadata": {},
    "name": "RecoveryScreenRequestMutation",
    "operationKind": "mutation",
    "text": "mutation RecoveryScreenRequestMutation(\n  $email: String!\n) {\n  requestPasswordRecovery(email: $email) {\n    channel\n    maskedDestination\n    resendAvailableInSeconds\n    codeLength\n  }\n}\n"
  }
};
})();

(node as any).hash = "e3d83f9b24a5a33e03c89e2eed7ee9d4";

export default node;
