/**
 * @generated SignedSource<<65a531a68be69b682a5502936c148ae8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PasskeyOfferStepRegisterMutation$variables = {
  challengeId: string;
  deviceName?: string | null | undefined;
  response: unknown;
};
export type PasskeyOfferStepRegisterMutation$data = {
  readonly registerPasskey: {
    readonly id: string;
  };
};
export type PasskeyOfferStepRegisterMutation = {
  response: PasskeyOfferStepRegisterMutation$data;
  variables: PasskeyOfferStepRegisterMutation$variables;
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
    "name": "PasskeyOfferStepRegisterMutation",
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
    "name": "PasskeyOfferStepRegisterMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "a52c82bcc9958010e2dea5f877129b2b",
    "id": null,
    "metadata": {},
    "name": "PasskeyOfferStepRegisterMutation",
    "operationKind": "mutation",
    "text": "mutation PasskeyOfferStepRegisterMutation(\n  $challengeId: ID!\n  $response: WebAuthnJSON!\n  $deviceName: String\n) {\n  registerPasskey(challengeId: $challengeId, response: $response, deviceName: $deviceName) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "61a3dabd7c444e30853ab76780b6cf3c";

export default node;
