/**
 * @generated SignedSource<<3539e579fb94c13536bd3fa65e22f397>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ProfileUpdateScreenMeQuery$variables = {
  withPasskeys: boolean;
};
export type ProfileUpdateScreenMeQuery$data = {
  readonly me: {
    readonly bornOn: string | null | undefined;
    readonly email: string;
    readonly identity: string | null | undefined;
    readonly name: string;
    readonly phoneNumber: string | null | undefined;
    readonly receiveOffers: boolean;
  };
  readonly passkeys?: ReadonlyArray<{
    readonly createdAt: string;
    readonly deviceName: string;
    readonly id: string;
    readonly lastUsedAt: string | null | undefined;
  }>;
};
export type ProfileUpdateScreenMeQuery = {
  response: ProfileUpdateScreenMeQuery$data;
  variables: ProfileUpdateScreenMeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withPasskeys"
  }
],
v1 = [
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
  },
  {
    "condition": "withPasskeys",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Passkey",
        "kind": "LinkedField",
        "name": "passkeys",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deviceName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastUsedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfileUpdateScreenMeQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfileUpdateScreenMeQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5db681cf5d0d9e39837b608945709ce2",
    "id": null,
    "metadata": {},
    "name": "ProfileUpdateScreenMeQuery",
    "operationKind": "query",
    "text": "query ProfileUpdateScreenMeQuery(\n  $withPasskeys: Boolean!\n) {\n  me {\n    name\n    email\n    identity\n    phoneNumber\n    bornOn\n    receiveOffers\n  }\n  passkeys @include(if: $withPasskeys) {\n    id\n    deviceName\n    createdAt\n    lastUsedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "3b5928353050c12646637a46cb344428";

export default node;
