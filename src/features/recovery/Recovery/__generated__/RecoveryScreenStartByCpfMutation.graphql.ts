/**
 * @generated SignedSource<<f6c0ea1a64835ab66207ded33480c23d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RecoveryChannel = "EMAIL" | "SMS" | "%future added value";
export type RecoveryScreenStartByCpfMutation$variables = {
  identity: string;
};
export type RecoveryScreenStartByCpfMutation$data = {
  readonly startPasswordRecoveryByCpf: {
    readonly options: ReadonlyArray<{
      readonly channel: RecoveryChannel;
      readonly maskedDestination: string;
    }>;
    readonly recoveryId: string;
  };
};
export type RecoveryScreenStartByCpfMutation = {
  response: RecoveryScreenStartByCpfMutation$data;
  variables: RecoveryScreenStartByCpfMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "identity"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "identity",
        "variableName": "identity"
      }
    ],
    "concreteType": "PasswordRecovery",
    "kind": "LinkedField",
    "name": "startPasswordRecoveryByCpf",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recoveryId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RecoveryOption",
        "kind": "LinkedField",
        "name": "options",
        "plural": true,
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
          }
        ],
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
    "name": "RecoveryScreenStartByCpfMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecoveryScreenStartByCpfMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "abd3d5971bb7809aeb50fe971f86c8ad",
    "id": null,
    "metadata": {},
    "name": "RecoveryScreenStartByCpfMutation",
    "operationKind": "mutation",
    "text": "mutation RecoveryScreenStartByCpfMutation(\n  $identity: String!\n) {\n  startPasswordRecoveryByCpf(identity: $identity) {\n    recoveryId\n    options {\n      channel\n      maskedDestination\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6a102bf7f481f8b5ff6be51575d48873";

export default node;
