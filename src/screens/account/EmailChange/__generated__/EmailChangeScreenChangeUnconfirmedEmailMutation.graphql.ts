/**
 * @generated SignedSource<<552eeb2475586bf0cac157012d89ae4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type EmailChangeScreenChangeUnconfirmedEmailMutation$variables = {
  currentEmail: string;
  newEmail: string;
  password: string;
};
export type EmailChangeScreenChangeUnconfirmedEmailMutation$data = {
  readonly changeUnconfirmedEmail: {
    readonly pendingEmail: string;
  };
};
export type EmailChangeScreenChangeUnconfirmedEmailMutation = {
  response: EmailChangeScreenChangeUnconfirmedEmailMutation$data;
  variables: EmailChangeScreenChangeUnconfirmedEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "currentEmail"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "newEmail"
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
        "name": "currentEmail",
        "variableName": "currentEmail"
      },
      {
        "kind": "Variable",
        "name": "newEmail",
        "variableName": "newEmail"
      },
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      }
    ],
    "concreteType": "EmailChangeResult",
    "kind": "LinkedField",
    "name": "changeUnconfirmedEmail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pendingEmail",
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
    "name": "EmailChangeScreenChangeUnconfirmedEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailChangeScreenChangeUnconfirmedEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c2db8ac4327115cd332ea984c78cd4b4",
    "id": null,
    "metadata": {},
    "name": "EmailChangeScreenChangeUnconfirmedEmailMutation",
    "operationKind": "mutation",
    "text": "mutation EmailChangeScreenChangeUnconfirmedEmailMutation(\n  $currentEmail: String!\n  $newEmail: String!\n  $password: String!\n) {\n  changeUnconfirmedEmail(currentEmail: $currentEmail, newEmail: $newEmail, password: $password) {\n    pendingEmail\n  }\n}\n"
  }
};
})();

(node as any).hash = "c1b51fbfab4bb128b9f546e2b6458075";

export default node;
