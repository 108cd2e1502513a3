/**
 * @generated SignedSource<<6980e377d66ab08e6748b615f47fd2d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UserStatus = "ACTIVE" | "PENDING_EMAIL_CONFIRMATION" | "%future added value";
export type environmentTestCreateUserMutation$variables = {
  customersCodes: ReadonlyArray<string>;
  email: string;
  identity?: string | null | undefined;
  name: string;
  password: string;
  receiveOffers: boolean;
};
export type environmentTestCreateUserMutation$data = {
  readonly createUser: {
    readonly name: string;
    readonly status: UserStatus;
  };
};
export type environmentTestCreateUserMutation = {
  response: environmentTestCreateUserMutation$data;
  variables: environmentTestCreateUserMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "customersCodes"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "identity"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "password"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "receiveOffers"
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "customersCodes",
        "variableName": "customersCodes"
      },
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "identity",
        "variableName": "identity"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      },
      {
        "kind": "Variable",
        "name": "receiveOffers",
        "variableName": "receiveOffers"
      }
    ],
    "concreteType": "CreateUserResult",
    "kind": "LinkedField",
    "name": "createUser",
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
        "name": "status",
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
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "environmentTestCreateUserMutation",
    "selections": (v6/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "environmentTestCreateUserMutation",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "da605ecab99a848ae569e63ba5e0603c",
    "id": null,
    "metadata": {},
    "name": "environmentTestCreateUserMutation",
    "operationKind": "mutation",
    "text": "mutation environmentTestCreateUserMutation(\n  $name: String!\n  $password: String!\n  $identity: String\n  $email: String!\n  $customersCodes: [String!]!\n  $receiveOffers: Boolean!\n) {\n  createUser(name: $name, password: $password, identity: $identity, email: $email, customersCodes: $customersCodes, receiveOffers: $receiveOffers) {\n    name\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "2f914bc5655c8e423c6a8b8bed83e082";

export default node;
