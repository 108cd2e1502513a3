/**
 * @generated SignedSource<<304ad6eec7b6f5e00917bc578fd43b7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RecoveryChannel = "EMAIL" | "SMS" | "%future added value";
export type RecoveryProfileScreenStartMutation$variables = {
  identity: string;
};
export type RecoveryProfileScreenStartMutation$data = {
  readonly startPasswordRecoveryByCpf: {
    readonly options: ReadonlyArray<{
      readonly channel: RecoveryChannel;
      readonly maskedDestination: string;
    }>;
    readonly recoveryId: string;
  };
};
export type RecoveryProfileScreenStartMutation = {
  response: RecoveryProfileScreenStartMutation$data;
  variables: RecoveryProfileScreenStartMutation$variables;
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
    "name": "RecoveryProfileScreenStartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecoveryProfileScreenStartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "432ea756457c13a0494e1ddb193a39a8",
    "id": null,
    "metadata": {},
    "name": "RecoveryProfileScreenStartMutation",
    "operationKind": "mutation",
    "text": "mutation RecoveryProfileScreenStartMutation(\n  $identity: String!\n) {\n  startPasswordRecoveryByCpf(identity: $identity) {\n    recoveryId\n    options {\n      channel\n      maskedDestination\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f6d1db392c84153368a4686d4c85caa7";

export default node;
