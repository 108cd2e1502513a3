/**
 * @generated SignedSource<<5870f654171ceb7c6bdba51f78eb69b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RecoveryChannel = "EMAIL" | "SMS" | "%future added value";
export type recoveryMutationsRequestByEmailMutation$variables = {
  email: string;
};
export type recoveryMutationsRequestByEmailMutation$data = {
  readonly requestPasswordRecovery: {
    readonly channel: RecoveryChannel;
    readonly codeLength: number;
    readonly maskedDestination: string;
    readonly resendAvailableInSeconds: number;
  };
};
export type recoveryMutationsRequestByEmailMutation = {
  response: recoveryMutationsRequestByEmailMutation$data;
  variables: recoveryMutationsRequestByEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "concreteType": "RecoveryDelivery",
    "kind": "LinkedField",
    "name": "requestPasswordRecovery",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "channel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maskedDestination",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "resendAvailableInSeconds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "codeLength",
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
    "name": "recoveryMutationsRequestByEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "recoveryMutationsRequestByEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4664d35f3c3720c50d90884e400f0eab",
    "id": null,
    "metadata": {},
    "name": "recoveryMutationsRequestByEmailMutation",
    "operationKind": "mutation",
    "text": "mutation recoveryMutationsRequestByEmailMutation(\n  $email: String!\n) {\n  requestPasswordRecovery(email: $email) {\n    channel\n    maskedDestination\n    resendAvailableInSeconds\n    codeLength\n  }\n}\n"
  }
};
})();

(node as any).hash = "f0530dd0a75d17e6b6d79f65aadb492b";

export default node;
