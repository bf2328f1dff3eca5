/**
 * SPEC section 8's texts about the session and access, which the web app's shell shows: a module
 * of their own, so the shell does not carry every text of the product (ADR 023).
 */
export const SESSION_MESSAGES = {
  invalidResponse: 'Invalid response from server',
  invalidTokenReceived: 'Invalid token received from server',
  sessionExpired: 'Your session has expired. Please log in again.',
  adminRequired: 'Admin privileges required',
  superAdminRequired: 'Superadmin privileges required',
} as const;
