// Who Paddle bills: the Paddle customer billing already knows for the user, else their email. Paddle
// refuses our own user id as a customer id (it wants ctm_…).
import { fetchPlan, type User } from '@whalewatch/shared/core';
/** Who checkout is for: Paddle's customer id once known, else the account's email. */
export type CheckoutCustomer = { id: string } | { email: string };

export const USER_LOOKUP_FAILED = 'Failed to get the user';

const isPaddleCustomerId = (id: string | null | undefined): id is string => typeof id === 'string' && id.startsWith('ctm_');

export async function findCheckoutCustomer(user: User, signal?: AbortSignal): Promise<CheckoutCustomer> {
  try {
    const { paddleCustomerId } = await fetchPlan(USER_LOOKUP_FAILED, signal);
    if (isPaddleCustomerId(paddleCustomerId)) return { id: paddleCustomerId };
  } catch (error) {
    // Spec §8: failure to get the user is only logged; checkout goes on with the email.
    if (!signal?.aborted) console.error(USER_LOOKUP_FAILED, error);
  }
  return { email: user.email };
}
