/**
 * @generated SignedSource<<4c6b7108f0fbc3a67397f0abfe4d80e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type EmailConfirmationStatus = "ALREADY_CONFIRMED" | "CONFIRMED" | "%future added value";
export type EmailConfirmationScreenConfirmEmailMutation$variables = {
  token: string;
};
export type EmailConfirmationScreenConfirmEmailMutation$data = {
  readonly confirmEmail: {
    readonly afterConfirmationRedirectUrl: string | null | undefined;
    readonly email: string;
    readonly status: EmailConfirmationStatus;
  };
};
export type EmailConfirmationScreenConfirmEmailMutation = {
  response: EmailConfirmationScreenConfirmEmailMutation$data;
  variables: EmailConfirmationScreenConfirmEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "EmailConfirmationResult",
    "kind": "LinkedField",
    "name": "confirmEmail",
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
        "name": "status",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailConfirmationScreenConfirmEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailConfirmationScreenConfirmEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "21cd520e6836b9bd780cdf6f5ed93847",
    "id": null,
    "metadata": {},
    "name": "EmailConfirmationScreenConfirmEmailMutation",
    "operationKind": "mutation",
    "text": "mutation EmailConfirmationScreenConfirmEmailMutation(\n  $token: String!\n) {\n  confirmEmail(token: $token) {\n    email\n    status\n    afterConfirmationRedirectUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "31eb2c65cefeaf9ad2768700a4f3f6c9";

export default node;
