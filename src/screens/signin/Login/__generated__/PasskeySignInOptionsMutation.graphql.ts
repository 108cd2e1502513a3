/**
 * @generated SignedSource<<2df409d4bedcd4e4dc50117bb69b3875>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PasskeySignInOptionsMutation$variables = Record<PropertyKey, never>;
export type PasskeySignInOptionsMutation$data = {
  readonly passkeySignInOptions: {
    readonly challengeId: string;
    readonly options: unknown;
  };
};
export type PasskeySignInOptionsMutation = {
  response: PasskeySignInOptionsMutation$data;
  variables: PasskeySignInOptionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PasskeyChallenge",
    "kind": "LinkedField",
    "name": "passkeySignInOptions",
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
    "name": "PasskeySignInOptionsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PasskeySignInOptionsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "1268ccca6d08535c5e06cbddb79a8fba",
    "id": null,
    "metadata": {},
    "name": "PasskeySignInOptionsMutation",
    "operationKind": "mutation",
    "text": "mutation PasskeySignInOptionsMutation {\n  passkeySignInOptions {\n    challengeId\n    options\n  }\n}\n"
  }
};
})();

(node as any).hash = "23ea483f91aac7a8dd2e87c56c2fd566";

export default node;
