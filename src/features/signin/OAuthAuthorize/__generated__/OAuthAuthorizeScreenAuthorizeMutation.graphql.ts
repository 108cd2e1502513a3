/**
 * @generated SignedSource<<43b8fadfcc4c7058aec9565fbfd50845>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OAuthAuthorizeScreenAuthorizeMutation$variables = {
  clientId: string;
  codeChallenge?: string | null | undefined;
  codeChallengeMethod?: string | null | undefined;
  redirectUri: string;
  responseType: string;
  scope?: string | null | undefined;
  state?: string | null | undefined;
};
export type OAuthAuthorizeScreenAuthorizeMutation$data = {
  readonly authorizeOAuthClient: {
    readonly redirectTo: string;
  };
};
export type OAuthAuthorizeScreenAuthorizeMutation = {
  response: OAuthAuthorizeScreenAuthorizeMutation$data;
  variables: OAuthAuthorizeScreenAuthorizeMutation$variables;
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
    "name": "OAuthAuthorizeScreenAuthorizeMutation",
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
    "name": "OAuthAuthorizeScreenAuthorizeMutation",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "cacheID": "f25314a5e736ff1e614429e3e02cc788",
    "id": null,
    "metadata": {},
    "name": "OAuthAuthorizeScreenAuthorizeMutation",
    "operationKind": "mutation",
    "text": "mutation OAuthAuthorizeScreenAuthorizeMutation(\n  $clientId: String!\n  $redirectUri: String!\n  $responseType: String!\n  $scope: String\n  $state: String\n  $codeChallenge: String\n  $codeChallengeMethod: String\n) {\n  authorizeOAuthClient(clientId: $clientId, redirectUri: $redirectUri, responseType: $responseType, scope: $scope, state: $state, codeChallenge: $codeChallenge, codeChallengeMethod: $codeChallengeMethod) {\n    redirectTo\n  }\n}\n"
  }
};
})();

(node as any).hash = "d60e6a78a25e268f9c0a2682d2fa7a3f";

export default node;
