/**
 * @generated SignedSource<<78d58ffae57db17466a21b3eed025dfc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type usePasskeyCreationRegisterMutation$variables = {
  challengeId: string;
  deviceName?: string | null | undefined;
  response: unknown;
};
export type usePasskeyCreationRegisterMutation$data = {
  readonly registerPasskey: {
    readonly createdAt: string;
    readonly deviceName: string;
    readonly id: string;
    readonly lastUsedAt: string | null | undefined;
  };
};
export type usePasskeyCreationRegisterMutation = {
  response: usePasskeyCreationRegisterMutation$data;
  variables: usePasskeyCreationRegisterMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "challengeId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "deviceName"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "response"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "challengeId",
        "variableName": "challengeId"
      },
      {
        "kind": "Variable",
        "name": "deviceName",
        "variableName": "deviceName"
      },
      {
        "kind": "Variable",
        "name": "response",
        "variableName": "response"
      }
    ],
    "concreteType": "Passkey",
    "kind": "LinkedField",
    "name": "registerPasskey",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deviceName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastUsedAt",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePasskeyCreationRegisterMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "usePasskeyCreationRegisterMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "b130f8541e650ecf662da7df8307c809",
    "id": null,
    "metadata": {},
    "name": "usePasskeyCreationRegisterMutation",
    "operationKind": "mutation",
    "text": "mutation usePasskeyCreationRegisterMutation(\n  $challengeId: ID!\n  $response: WebAuthnJSON!\n  $deviceName: String\n) {\n  registerPasskey(challengeId: $challengeId, response: $response, deviceName: $deviceName) {\n    id\n    deviceName\n    createdAt\n    lastUsedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "0b9d07d600ff71b5e00652cab3deafd5";

export default node;
