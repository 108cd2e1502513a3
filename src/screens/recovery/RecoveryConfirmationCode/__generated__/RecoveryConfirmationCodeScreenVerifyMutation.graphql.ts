/**
 * @generated SignedSource<<d6bec4f4f43cce882227f4e210239422>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RecoveryConfirmationCodeScreenVerifyMutation$variables = {
  code: string;
  recoveryId: string;
};
export type RecoveryConfirmationCodeScreenVerifyMutation$data = {
  readonly verifyPasswordRecoveryCode: {
    readonly email: string;
    readonly token: string;
  };
};
export type RecoveryConfirmationCodeScreenVerifyMutation = {
  response: RecoveryConfirmationCodeScreenVerifyMutation$data;
  variables: RecoveryConfirmationCodeScreenVerifyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "code"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "recoveryId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      },
      {
        "kind": "Variable",
        "name": "recoveryId",
        "variableName": "recoveryId"
      }
    ],
    "concreteType": "RecoveryCodeResult",
    "kind": "LinkedField",
    "name": "verifyPasswordRecoveryCode",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecoveryConfirmationCodeScreenVerifyMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RecoveryConfirmationCodeScreenVerifyMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c731bc8efdc8f48f3189d2da69cd2c6a",
    "id": null,
    "metadata": {},
    "name": "RecoveryConfirmationCodeScreenVerifyMutation",
    "operationKind": "mutation",
    "text": "mutation RecoveryConfirmationCodeScreenVerifyMutation(\n  $recoveryId: ID!\n  $code: String!\n) {\n  verifyPasswordRecoveryCode(recoveryId: $recoveryId, code: $code) {\n    token\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "c99d062ae2808ae070b1f80aa2f7517d";

export default node;
