/**
 * @generated SignedSource<<b3ba12febd868fea5fa5ad265f75ff19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ConsentAuthorizeMutation$variables = {
  clientId: string;
  codeChallenge?: string | null | undefined;
  codeChallengeMethod?: string | null | undefined;
  redirectUri: string;
  responseType: string;
  scope?: string | null | undefined;
  state?: string | null | undefined;
};
export type ConsentAuthorizeMutation$data = {
  readonly authorizeOAuthClient: {
    readonly redirectTo: string;
  };
};
export type ConsentAuthorizeMutation = {
  response: ConsentAuthorizeMutation$data;
  variables: ConsentAuthorizeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "codeChallenge"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "codeChallengeMethod"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "redirectUri"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "responseType"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "scope"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "state"
},
v7 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "clientId",
        "variableName": "clientId"
      },
      {
        "kind": "Variable",
        "name": "codeChallenge",
        "variableName": "codeChallenge"
      },
      {
        "kind": "Variable",
        "name": "codeChallengeMethod",
        "variableName": "codeChallengeMethod"
      },
      {
        "kind": "Variable",
        "name": "redirectUri",
        "variableName": "redirectUri"
      },
      {
        "kind": "Variable",
        "name": "responseType",
        "variableName": "responseType"
      },
      {
        "kind": "Variable",
        "name": "scope",
        "variableName": "scope"
      },
      {
        "kind": "Variable",
        "name": "state",
        "variableName": "state"
      }
    ],
    "concreteType": "OAuthAuthorization",
    "kind": "LinkedField",
    "name": "authorizeOAuthClient",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "redirectTo",
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
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConsentAuthorizeMutation",
    "selections": (v7/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ConsentAuthorizeMutation",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "cacheID": "19f78f12572c7604f939e04567308828",
    "id": null,
    "metadata": {},
    "name": "ConsentAuthorizeMutation",
    "operationKind": "mutation",
    "text": "mutation ConsentAuthorizeMutation(\n  $clientId: String!\n  $redirectUri: String!\n  $responseType: String!\n  $scope: String\n  $state: String\n  $codeChallenge: String\n  $codeChallengeMethod: String\n) {\n  authorizeOAuthClient(clientId: $clientId, redirectUri: $redirectUri, responseType: $responseType, scope: $scope, state: $state, codeChallenge: $codeChallenge, codeChallengeMethod: $codeChallengeMethod) {\n    redirectTo\n  }\n}\n"
  }
};
})();

(node as any).hash = "48525cd3410620823735062467404ffc";

export default node;
