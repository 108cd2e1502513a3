/**
 * @generated SignedSource<<afd2828ba8977a77984c33828720743e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ProfileUpdateScreenUpdateProfileMutation$variables = {
  bornOn?: string | null | undefined;
  name: string;
  phoneNumber?: string | null | undefined;
  receiveOffers: boolean;
};
export type ProfileUpdateScreenUpdateProfileMutation$data = {
  readonly updateProfile: {
    readonly bornOn: string | null | undefined;
    readonly name: string;
    readonly phoneNumber: string | null | undefined;
    readonly receiveOffers: boolean;
  };
};
export type ProfileUpdateScreenUpdateProfileMutation = {
  response: ProfileUpdateScreenUpdateProfileMutation$data;
  variables: ProfileUpdateScreenUpdateProfileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bornOn"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "phoneNumber"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "receiveOffers"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "bornOn",
        "variableName": "bornOn"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "phoneNumber",
        "variableName": "phoneNumber"
      },
      {
        "kind": "Variable",
        "name": "receiveOffers",
        "variableName": "receiveOffers"
      }
    ],
    "concreteType": "Profile",
    "kind": "LinkedField",
    "name": "updateProfile",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfileUpdateScreenUpdateProfileMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProfileUpdateScreenUpdateProfileMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "8825ac6e9cbda24938ce1df4346c36c5",
    "id": null,
    "metadata": {},
    "name": "ProfileUpdateScreenUpdateProfileMutation",
    "operationKind": "mutation",
    "text": "mutation ProfileUpdateScreenUpdateProfileMutation(\n  $name: String!\n  $phoneNumber: String\n  $bornOn: Date\n  $receiveOffers: Boolean!\n) {\n  updateProfile(name: $name, phoneNumber: $phoneNumber, bornOn: $bornOn, receiveOffers: $receiveOffers) {\n    name\n    phoneNumber\n    bornOn\n    receiveOffers\n  }\n}\n"
  }
};
})();

(node as any).hash = "db920143ae8303212b54679eb98ebe85";

export default node;
