/**
 * @generated SignedSource<<7bbe2d1f04c9a6b30e873cabe94c5fb4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type EmailChangeScreenChangeEmailMutation$variables = {
  newEmail: string;
  password: string;
};
export type EmailChangeScreenChangeEmailMutation$data = {
  readonly changeEmail: {
    readonly pendingEmail: string;
  };
};
export type EmailChangeScreenChangeEmailMutation = {
  response: EmailChangeScreenChangeEmailMutation$data;
  variables: EmailChangeScreenChangeEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "name": "changeEmail",
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
    "name": "EmailChangeScreenChangeEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailChangeScreenChangeEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "95d55ac0599b8a755a7690327aabd72d",
    "id": null,
    "metadata": {},
    "name": "EmailChangeScreenChangeEmailMutation",
    "operationKind": "mutation",
    "text": "mutation EmailChangeScreenChangeEmailMutation(\n  $newEmail: String!\n  $password: String!\n) {\n  changeEmail(newEmail: $newEmail, password: $password) {\n    pendingEmail\n  }\n}\n"
  }
};
})();

(node as any).hash = "0d4a405d24e9c1b1c5b3ab8834601362";

export default node;
