/**
 * @generated SignedSource<<6263b3f48a22482ea5e2c9126e7f39ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type LoginScreenLoginMutation$variables = {
  identifier: string;
  password: string;
};
export type LoginScreenLoginMutation$data = {
  readonly login: {
    readonly token: string;
    readonly user: {
      readonly name: string;
    };
  };
};
export type LoginScreenLoginMutation = {
  response: LoginScreenLoginMutation$data;
  variables: LoginScreenLoginMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "identifier"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "password"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "identifier",
        "variableName": "identifier"
      },
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      }
    ],
    "concreteType": "LoginResult",
    "kind": "LinkedField",
    "name": "login",
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
    "name": "LoginScreenLoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginScreenLoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7b6b543ee538a394f1fa0c1cad3f02b6",
    "id": null,
    "metadata": {},
    "name": "LoginScreenLoginMutation",
    "operationKind": "mutation",
    "text": "mutation LoginScreenLoginMutation(\n  $identifier: String!\n  $password: String!\n) {\n  login(identifier: $identifier, password: $password) {\n    token\n    user {\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "da21314e703bbe69bd03b301ab869ee8";

export default node;
