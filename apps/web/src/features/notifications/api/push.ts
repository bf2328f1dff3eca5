import {
  PushPublicKeyResponseSchema,
  PushUnsubscribeResponseSchema,
  SuccessResponseSchema,
} from '@app/contracts/notifications';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';

/** GET /notifications/push/public-key: the server's VAPID key for pushManager.subscribe. */
export async function getPushPublicKey(): Promise<string> {
  return parseResponse(
    PushPublicKeyResponseSchema,
    await api.get('notifications/push/public-key').json(),
  ).publicKey;
}

/** POST /notifications/push/subscriptions: this browser's subscription, for the signed-in user. */
export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  parseResponse(
    SuccessResponseSchema,
    await api.post('notifications/push/subscriptions', { json: subscription }).json(),
  );
}

/** DELETE /notifications/push/subscriptions?endpoint=: this browser stops receiving pushes. */
export async function removePushSubscription(endpoint: string): Promise<void> {
  parseResponse(
    PushUnsubscribeResponseSchema,
    await api
      .delete('notifications/push/subscriptions', { searchParams: { endpoint }, ...ACTION })
      .json(),
  );
}
