/**
 * @generated SignedSource<<1c762b8f9e0a080b662bf2e1a3960cd7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PersonalInformationsScreenCompleteMutation$variables = {
  bornOn?: string | null | undefined;
  identity?: string | null | undefined;
  phoneNumber?: string | null | undefined;
};
export type PersonalInformationsScreenCompleteMutation$data = {
  readonly completePersonalInformation: {
    readonly bornOn: string | null | undefined;
    readonly identity: string | null | undefined;
    readonly phoneNumber: string | null | undefined;
  };
};
export type PersonalInformationsScreenCompleteMutation = {
  response: PersonalInformationsScreenCompleteMutation$data;
  variables: PersonalInformationsScreenCompleteMutation$variables;
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
  "name": "identity"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "phoneNumber"
},
v3 = [
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
        "name": "identity",
        "variableName": "identity"
      },
      {
        "kind": "Variable",
        "name": "phoneNumber",
        "variableName": "phoneNumber"
      }
    ],
    "concreteType": "Profile",
    "kind": "LinkedField",
    "name": "completePersonalInformation",
    "plural": false,
    "selections": [
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PersonalInformationsScreenCompleteMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PersonalInformationsScreenCompleteMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "92041e3453590b0174f24da457ec240f",
    "id": null,
    "metadata": {},
    "name": "PersonalInformationsScreenCompleteMutation",
    "operationKind": "mutation",
    "text": "mutation PersonalInformationsScreenCompleteMutation(\n  $identity: String\n  $phoneNumber: String\n  $bornOn: Date\n) {\n  completePersonalInformation(identity: $identity, phoneNumber: $phoneNumber, bornOn: $bornOn) {\n    identity\n    phoneNumber\n    bornOn\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b53f087667fc53fb07d4925c71547db";

export default node;
