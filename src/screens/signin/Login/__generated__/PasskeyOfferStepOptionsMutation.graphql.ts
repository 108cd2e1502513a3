/**
 * @generated SignedSource<<4ec60d7eb7e1e1675d0e9360818815cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PasskeyOfferStepOptionsMutation$variables = Record<PropertyKey, never>;
export type PasskeyOfferStepOptionsMutation$data = {
  readonly passkeyRegistrationOptions: {
    readonly challengeId: string;
    readonly options: unknown;
  };
};
export type PasskeyOfferStepOptionsMutation = {
  response: PasskeyOfferStepOptionsMutation$data;
  variables: PasskeyOfferStepOptionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PasskeyChallenge",
    "kind": "LinkedField",
    "name": "passkeyRegistrationOptions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "challengeId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "options",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PasskeyOfferStepOptionsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PasskeyOfferStepOptionsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d9b2f0a794e776ad287c248c698391b3",
    "id": null,
    "metadata": {},
    "name": "PasskeyOfferStepOptionsMutation",
    "operationKind": "mutation",
    "text": "mutation PasskeyOfferStepOptionsMutation {\n  passkeyRegistrationOptions {\n    challengeId\n    options\n  }\n}\n"
  }
};
})();

(node as any).hash = "fbcdb91c52029fc75fce4fb7251f9afd";

export default node;
