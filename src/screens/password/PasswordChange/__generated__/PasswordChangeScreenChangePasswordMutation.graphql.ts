/**
 * @generated SignedSource<<290f105fd66dc2f7f398460bc9a96740>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PasswordChangeScreenChangePasswordMutation$variables = {
  currentPassword: string;
  newPassword: string;
};
export type PasswordChangeScreenChangePasswordMutation$data = {
  readonly changePassword: {
    readonly email: string;
  };
};
export type PasswordChangeScreenChangePasswordMutation = {
  response: PasswordChangeScreenChangePasswordMutation$data;
  variables: PasswordChangeScreenChangePasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "currentPassword"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "newPassword"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "currentPassword",
        "variableName": "currentPassword"
      },
      {
        "kind": "Variable",
        "name": "newPassword",
        "variableName": "newPassword"
      }
    ],
    "concreteType": "ChangePasswordResult",
    "kind": "LinkedField",
    "name": "changePassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "name": "PasswordChangeScreenChangePasswordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasswordChangeScreenChangePasswordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "31e4964c696a2c24c57c96119d8c5450",
    "id": null,
    "metadata": {},
    "name": "PasswordChangeScreenChangePasswordMutation",
    "operationKind": "mutation",
    "text": "mutation PasswordChangeScreenChangePasswordMutation(\n  $currentPassword: String!\n  $newPassword: String!\n) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "34a9f54f9a197537b8f36d8c2c0e923e";

export default node;
