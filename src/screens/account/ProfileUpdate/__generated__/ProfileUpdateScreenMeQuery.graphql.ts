/**
 * @generated SignedSource<<4a0a55fb9dc5c0d6a9ac1cb241c3b13c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ProfileUpdateScreenMeQuery$variables = Record<PropertyKey, never>;
export type ProfileUpdateScreenMeQuery$data = {
  readonly me: {
    readonly bornOn: string | null | undefined;
    readonly email: string;
    readonly identity: string | null | undefined;
    readonly name: string;
    readonly phoneNumber: string | null | undefined;
    readonly receiveOffers: boolean;
  };
};
export type ProfileUpdateScreenMeQuery = {
  response: ProfileUpdateScreenMeQuery$data;
  variables: ProfileUpdateScreenMeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Profile",
    "kind": "LinkedField",
    "name": "me",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
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
        "name": "identity",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phoneNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bornOn",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "receiveOffers",
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
    "name": "ProfileUpdateScreenMeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfileUpdateScreenMeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9fc0e8103cbed0dd7ff659d6b5a66a1c",
    "id": null,
    "metadata": {},
    "name": "ProfileUpdateScreenMeQuery",
    "operationKind": "query",
    "text": "query ProfileUpdateScreenMeQuery {\n  me {\n    name\n    email\n    identity\n    phoneNumber\n    bornOn\n    receiveOffers\n  }\n}\n"
  }
};
})();

(node as any).hash = "d9a5843eac5cac88919864e83599b7bb";

export default node;
