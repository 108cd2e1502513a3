/**
 * @generated SignedSource<<b5ef95e8ae95a955d7f9cf4c5bda09b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RecoveryChannel = "EMAIL" | "SMS" | "%future added value";
export type useStartRecoveryByCpfMutation$variables = {
  identity: string;
};
export type useStartRecoveryByCpfMutation$data = {
  readonly startPasswordRecoveryByCpf: {
    readonly options: ReadonlyArray<{
      readonly channel: RecoveryChannel;
      readonly maskedDestination: string;
    }>;
    readonly recoveryId: string;
  };
};
export type useStartRecoveryByCpfMutation = {
  response: useStartRecoveryByCpfMutation$data;
  variables: useStartRecoveryByCpfMutation$variables;
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
    "name": "useStartRecoveryByCpfMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartRecoveryByCpfMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "18221e561552d5a718076eba61b039d9",
    "id": null,
    "metadata": {},
    "name": "useStartRecoveryByCpfMutation",
    "operationKind": "mutation",
    "text": "mutation useStartRecoveryByCpfMutation(\n  $identity: String!\n) {\n  startPasswordRecoveryByCpf(identity: $identity) {\n    recoveryId\n    options {\n      channel\n      maskedDestination\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "83dc4b6f19877d98ce99660dcccb2182";

export default node;
