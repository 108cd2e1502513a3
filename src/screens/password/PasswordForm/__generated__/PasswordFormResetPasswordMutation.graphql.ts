/**
 * @generated SignedSource<<5f86fbe77cc3b188bc1365a49a11bcf6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PasswordFormResetPasswordMutation$variables = {
  email: string;
  password: string;
  token: string;
};
export type PasswordFormResetPasswordMutation$data = {
  readonly resetPassword: {
    readonly afterConfirmationRedirectUrl: string | null | undefined;
    readonly email: string;
  };
};
export type PasswordFormResetPasswordMutation = {
  response: PasswordFormResetPasswordMutation$data;
  variables: PasswordFormResetPasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "password"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "token"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      },
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "ResetPasswordResult",
    "kind": "LinkedField",
    "name": "resetPassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "afterConfirmationRedirectUrl",
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
    "name": "PasswordFormResetPasswordMutation",
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
    "name": "PasswordFormResetPasswordMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "26719352d8e74d8f187a0c04d2df8cca",
    "id": null,
    "metadata": {},
    "name": "PasswordFormResetPasswordMutation",
    "operationKind": "mutation",
    "text": "mutation PasswordFormResetPasswordMutation(\n  $email: String!\n  $token: String!\n  $password: String!\n) {\n  resetPassword(email: $email, token: $token, password: $password) {\n    email\n    afterConfirmationRedirectUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "8a7604af157b556ea4e898e82cf8ae30";

export default node;
