/**
 * @generated SignedSource<<8f53289b349e1d07bfb6088969b65ded>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PasskeySignInLoginMutation$variables = {
  challengeId: string;
  response: unknown;
};
export type PasskeySignInLoginMutation$data = {
  readonly loginWithPasskey: {
    readonly token: string;
    readonly user: {
      readonly name: string;
    };
  };
};
export type PasskeySignInLoginMutation = {
  response: PasskeySignInLoginMutation$data;
  variables: PasskeySignInLoginMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "challengeId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "response"
  }
],
v1 = [
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
        "name": "response",
        "variableName": "response"
      }
    ],
    "concreteType": "LoginResult",
    "kind": "LinkedField",
    "name": "loginWithPasskey",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SessionUser",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
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
    "name": "PasskeySignInLoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasskeySignInLoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "80e42fcf98c0a049abf18f1655bb039d",
    "id": null,
    "metadata": {},
    "name": "PasskeySignInLoginMutation",
    "operationKind": "mutation",
    "text": "mutation PasskeySignInLoginMutation(\n  $challengeId: ID!\n  $response: WebAuthnJSON!\n) {\n  loginWithPasskey(challengeId: $challengeId, response: $response) {\n    token\n    user {\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3bb175ab85f47de70a160704efdbb32b";

export default node;
