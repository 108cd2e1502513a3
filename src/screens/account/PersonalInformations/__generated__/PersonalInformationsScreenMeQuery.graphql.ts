/**
 * @generated SignedSource<<d6082b78b197bcba12cd2b364e23787a>>
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
    "cacheID": "77388bb77692fdc0b99b424e8f50c7ab",
    "id": null,
    "metadata": {},
    "name": "PersonalInformationsScreenMeQuery",
    "operationKind": "query",
    "text": "query PersonalInformationsScreenMeQuery {\n  me {\n    identity\n    phoneNumber\n    bornOn\n  }\n}\n"
  }
};
})();

(node as any).hash = "a0c6902c299c974a2109a74bb0c97d52";

export default node;
