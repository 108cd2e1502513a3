/**
 * @generated SignedSource<<c1e525635a0916962d045a0a2db01eaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ProfilePasskeysRemoveMutation$variables = {
  id: string;
};
export type ProfilePasskeysRemoveMutation$data = {
  readonly removePasskey: ReadonlyArray<{
    readonly createdAt: string;
    readonly deviceName: string;
    readonly id: string;
    readonly lastUsedAt: string | null | undefined;
  }>;
};
export type ProfilePasskeysRemoveMutation = {
  response: ProfilePasskeysRemoveMutation$data;
  variables: ProfilePasskeysRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Passkey",
    "kind": "LinkedField",
    "name": "removePasskey",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfilePasskeysRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfilePasskeysRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1546f5bc11987eb5b6f4869532b0c80b",
    "id": null,
    "metadata": {},
    "name": "ProfilePasskeysRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation ProfilePasskeysRemoveMutation(\n  $id: ID!\n) {\n  removePasskey(id: $id) {\n    id\n    deviceName\n    createdAt\n    lastUsedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "5de2c148a5ef5d23c4a7aaa837c8371b";

export default node;
