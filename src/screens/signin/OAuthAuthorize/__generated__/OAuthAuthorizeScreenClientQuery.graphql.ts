/**
 * @generated SignedSource<<4c79cd28e9a9965681635930c2aec8d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OAuthAuthorizeScreenClientQuery$variables = {
  clientId: string;
};
export type OAuthAuthorizeScreenClientQuery$data = {
  readonly oauthClient: {
    readonly confidential: boolean;
    readonly id: string;
    readonly name: string;
    readonly redirectUris: ReadonlyArray<string>;
    readonly scopes: ReadonlyArray<{
      readonly description: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type OAuthAuthorizeScreenClientQuery = {
  response: OAuthAuthorizeScreenClientQuery$data;
  variables: OAuthAuthorizeScreenClientQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
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
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "redirectUris",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "confidential",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OAuthScope",
        "kind": "LinkedField",
        "name": "scopes",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          }
        ],
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
    "name": "OAuthAuthorizeScreenClientQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OAuthAuthorizeScreenClientQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "56e6061d8cd2b170155639e801c93819",
    "id": null,
    "metadata": {},
    "name": "OAuthAuthorizeScreenClientQuery",
    "operationKind": "query",
    "text": "query OAuthAuthorizeScreenClientQuery(\n  $clientId: String!\n) {\n  oauthClient(clientId: $clientId) {\n    id\n    name\n    redirectUris\n    confidential\n    scopes {\n      name\n      description\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2216ac6552bef97f2b3e97d1c1166134";

export default node;
