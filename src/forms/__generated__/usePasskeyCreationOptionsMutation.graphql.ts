/**
 * @generated SignedSource<<541ceda0a55ffd7ad7f91ff911a7470c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type usePasskeyCreationOptionsMutation$variables = Record<PropertyKey, never>;
export type usePasskeyCreationOptionsMutation$data = {
  readonly passkeyRegistrationOptions: {
    readonly challengeId: string;
    readonly options: unknown;
  };
};
export type usePasskeyCreationOptionsMutation = {
  response: usePasskeyCreationOptionsMutation$data;
  variables: usePasskeyCreationOptionsMutation$variables;
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
    "name": "usePasskeyCreationOptionsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "usePasskeyCreationOptionsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b036f723178f921a930a7a5b51d86347",
    "id": null,
    "metadata": {},
    "name": "usePasskeyCreationOptionsMutation",
    "operationKind": "mutation",
    "text": "mutation usePasskeyCreationOptionsMutation {\n  passkeyRegistrationOptions {\n    challengeId\n    options\n  }\n}\n"
  }
};
})();

(node as any).hash = "14680be88c3766b34850c5b2bcd0659d";

export default node;
