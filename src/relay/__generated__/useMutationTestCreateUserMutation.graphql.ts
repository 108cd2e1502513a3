/**
 * @generated SignedSource<<7a109d81227c76cc04030edc1a40f3f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UserStatus = "ACTIVE" | "PENDING_EMAIL_CONFIRMATION" | "%future added value";
export type useMutationTestCreateUserMutation$variables = {
  customersCodes: ReadonlyArray<string>;
  email: string;
  name: string;
  password: string;
  receiveOffers: boolean;
};
export type useMutationTestCreateUserMutation$data = {
  readonly createUser: {
    readonly name: string;
    readonly status: UserStatus;
  };
};
export type useMutationTestCreateUserMutation = {
  response: useMutationTestCreateUserMutation$data;
  variables: useMutationTestCreateUserMutation$variables;
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
  "name": "name"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "password"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "receiveOffers"
},
v5 = [
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
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMutationTestCreateUserMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useMutationTestCreateUserMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "dd5d14ffb5e655126eca8186426b3939",
    "id": null,
    "metadata": {},
    "name": "useMutationTestCreateUserMutation",
    "operationKind": "mutation",
    "text": "mutation useMutationTestCreateUserMutation(\n  $name: String!\n  $password: String!\n  $email: String!\n  $customersCodes: [String!]!\n  $receiveOffers: Boolean!\n) {\n  createUser(name: $name, password: $password, email: $email, customersCodes: $customersCodes, receiveOffers: $receiveOffers) {\n    name\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "5f8eb24c4765a7669538ed3894a6d07e";

export default node;
