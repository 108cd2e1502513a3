/**
 * @generated SignedSource<<2ed529f20b364555834ba9b2c190f707>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UserStatus = "ACTIVE" | "PENDING_EMAIL_CONFIRMATION" | "%future added value";
export type UserType = "INDUSTRY_EMPLOYEE" | "POINT_OF_SALES_BUYER" | "RETAILER" | "%future added value";
export type RegisterScreenCreateUserMutation$variables = {
  afterConfirmationRedirectTo?: string | null | undefined;
  bornOn?: string | null | undefined;
  customersCodes: ReadonlyArray<string>;
  email: string;
  identity?: string | null | undefined;
  name: string;
  password: string;
  phoneNumber?: string | null | undefined;
  receiveOffers: boolean;
  type?: UserType | null | undefined;
};
export type RegisterScreenCreateUserMutation$data = {
  readonly createUser: {
    readonly name: string;
    readonly status: UserStatus;
  };
};
export type RegisterScreenCreateUserMutation = {
  response: RegisterScreenCreateUserMutation$data;
  variables: RegisterScreenCreateUserMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "afterConfirmationRedirectTo"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bornOn"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "customersCodes"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "identity"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "password"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "phoneNumber"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "receiveOffers"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v10 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "afterConfirmationRedirectTo",
        "variableName": "afterConfirmationRedirectTo"
      },
      {
        "kind": "Variable",
        "name": "bornOn",
        "variableName": "bornOn"
      },
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
        "name": "phoneNumber",
        "variableName": "phoneNumber"
      },
      {
        "kind": "Variable",
        "name": "receiveOffers",
        "variableName": "receiveOffers"
      },
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
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
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegisterScreenCreateUserMutation",
    "selections": (v10/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v9/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v7/*:: as any*/),
      (v1/*:: as any*/),
      (v8/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RegisterScreenCreateUserMutation",
    "selections": (v10/*:: as any*/)
  },
  "params": {
    "cacheID": "2eef071ea1213460d76c87ffbcd0ba42",
    "id": null,
    "metadata": {},
    "name": "RegisterScreenCreateUserMutation",
    "operationKind": "mutation",
    "text": "mutation RegisterScreenCreateUserMutation(\n  $name: String!\n  $password: String!\n  $identity: String\n  $email: String!\n  $type: UserType\n  $customersCodes: [String!]!\n  $afterConfirmationRedirectTo: String\n  $phoneNumber: String\n  $bornOn: Date\n  $receiveOffers: Boolean!\n) {\n  createUser(name: $name, password: $password, identity: $identity, email: $email, type: $type, customersCodes: $customersCodes, afterConfirmationRedirectTo: $afterConfirmationRedirectTo, phoneNumber: $phoneNumber, bornOn: $bornOn, receiveOffers: $receiveOffers) {\n    name\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "61e53a4e4781a2bf6e20a186b5a6841c";

export default node;
