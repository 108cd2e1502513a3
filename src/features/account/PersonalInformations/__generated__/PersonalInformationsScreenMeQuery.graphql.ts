/**
 * @generated SignedSource<<b1a4caa0c8c2e08135451c306738eab6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PersonalInformationsScreenMeQuery$variables = Record<PropertyKey, never>;
export type PersonalInformationsScreenMeQuery$data = {
  readonly me: {
    readonly bornOn: string | null | undefined;
    readonly email: string;
    readonly identity: string | null | undefined;
    readonly phoneNumber: string | null | undefined;
  };
};
export type PersonalInformationsScreenMeQuery = {
  response: PersonalInformationsScreenMeQuery$data;
  variables: PersonalInformationsScreenMeQuery$variables;
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
    "name": "PersonalInformationsScreenMeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PersonalInformationsScreenMeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7b46220de3497d354ec26544b6063c5a",
    "id": null,
    "metadata": {},
    "name": "PersonalInformationsScreenMeQuery",
    "operationKind": "query",
    "text": "query PersonalInformationsScreenMeQuery {\n  me {\n    email\n    identity\n    phoneNumber\n    bornOn\n  }\n}\n"
  }
};
})();

(node as any).hash = "04cdce7306c1173d67c8f616e6efa1b3";

export default node;
