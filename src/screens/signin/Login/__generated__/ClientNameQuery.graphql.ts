/**
 * @generated SignedSource<<0c247447083d31a320b152f8b116bf8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ClientNameQuery$variables = {
  clientId: string;
};
export type ClientNameQuery$data = {
  readonly oauthClient: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
};
export type ClientNameQuery = {
  response: ClientNameQuery$data;
  variables: ClientNameQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "clientId",
        "variableName": "clientId"
      }
    ],
    "concreteType": "OAuthClient",
    "kind": "LinkedField",
    "name": "oauthClient",
    "plural": false,
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
        "name": "name",
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
    "name": "ClientNameQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClientNameQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "451d590eef29f41679ba250180673449",
    "id": null,
    "metadata": {},
    "name": "ClientNameQuery",
    "operationKind": "query",
    "text": "query ClientNameQuery(\n  $clientId: String!\n) {\n  oauthClient(clientId: $clientId) {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "4d952c501b5d8d7e7a2987d79efde82e";

export default node;
