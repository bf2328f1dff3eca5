import { z } from 'zod';
import { PinVerifierSchema } from './staff-pin-verifier.ts';

/**
 * Staff at the till (ADR 076): people who sign in on a shared till device with a PIN,
 * each with permissions the owner sets. Accounts (owner, managers) are not staff.
 */
export const STAFF_ROLES = ['cashier', 'manager'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** Five wrong PINs within the window lock PIN sign-in for the member for the same time. */
export const STAFF_PIN_MAX_FAILURES = 5;
export const STAFF_PIN_LOCK_MINUTES = 15;
/** A staff token lives for one working day at most; switching staff signs in again. */
export const STAFF_TOKEN_TTL_HOURS = 16;

export const STAFF_MESSAGES = {
  staffNotFound: 'Staff member not found',
  staffDeleted: 'Staff member deleted',
  deviceNotFound: 'Device not found',
  deviceRevoked: 'Device revoked',
  signedOut: 'Signed out',
  deviceInvalid: 'This device is not registered as a till',
  pinTaken: 'Another staff member of this business has this PIN',
  pinFormat: 'PIN must be 4 to 6 digits',
  wrongPin: 'Wrong PIN',
  locked: 'Too many wrong PINs. PIN sign-in is locked for 15 minutes.',
  permissionRequired: 'You do not have permission to do this',
  staffNotAllowed: 'A till sign-in cannot do this',
  discountTooLarge: 'This discount is larger than you may give',
} as const;

export const StaffPermissionsSchema = z.strictObject({
  /** The largest discount, as a percentage of the list-price subtotal, the member may give. */
  discountPercentMax: z
    .number()
    .min(0, 'Discount cap must be between 0 and 100')
    .max(100, 'Discount cap must be between 0 and 100'),
  changePrices: z.boolean(),
  refunds: z.boolean(),
  viewCostAndProfit: z.boolean(),
  viewReports: z.boolean(),
  manageInventory: z.boolean(),
  manageCustomers: z.boolean(),
  giveCredit: z.boolean(),
  manageShifts: z.boolean(),
});
export type StaffPermissions = z.infer<typeof StaffPermissionsSchema>;
export type StaffPermission = Exclude<keyof StaffPermissions, 'discountPercentMax'>;

export const CASHIER_DEFAULT_PERMISSIONS: StaffPermissions = {
  discountPercentMax: 0,
  changePrices: false,
  refunds: false,
  viewCostAndProfit: false,
  viewReports: false,
  manageInventory: false,
  manageCustomers: false,
  giveCredit: false,
  manageShifts: true,
};

/** A staff manager starts with every right (the owner may take some away). */
export const MANAGER_DEFAULT_PERMISSIONS: StaffPermissions = {
  discountPercentMax: 100,
  changePrices: true,
  refunds: true,
  viewCostAndProfit: true,
  viewReports: true,
  manageInventory: true,
  manageCustomers: true,
  giveCredit: true,
  manageShifts: true,
};

export const defaultStaffPermissions = (role: StaffRole): StaffPermissions =>
  role === 'manager' ? MANAGER_DEFAULT_PERMISSIONS : CASHIER_DEFAULT_PERMISSIONS;

const pin = z.string().regex(/^\d{4,6}$/, STAFF_MESSAGES.pinFormat);
const name = z.string().trim().min(1, 'Name is required').max(60);

export const StaffSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  permissions: StaffPermissionsSchema,
  /** Set while PIN sign-in is locked after too many wrong PINs. */
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type Staff = z.infer<typeof StaffSchema>;

export const CreateStaffBodySchema = z.strictObject({
  name,
  role: StaffRoleSchema,
  pin,
  /** Keys left out take the role's defaults. */
  permissions: StaffPermissionsSchema.partial().optional(),
});
export type CreateStaffBody = z.infer<typeof CreateStaffBodySchema>;
export const UpdateStaffBodySchema = z.strictObject({
  name: name.optional(),
  role: StaffRoleSchema.optional(),
  pin: pin.optional(),
  permissions: StaffPermissionsSchema.partial().optional(),
});
export type UpdateStaffBody = z.infer<typeof UpdateStaffBodySchema>;
export const StaffResponseSchema = z.object({ staff: StaffSchema });
export const StaffListResponseSchema = z.object({ staff: z.array(StaffSchema) });
export const StaffParamsSchema = z.object({ id: z.string(), staffId: z.string() });

export const DeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Device = z.infer<typeof DeviceSchema>;
export const CreateDeviceBodySchema = z.strictObject({ name });
export const DeviceCreatedResponseSchema = z.object({
  device: DeviceSchema,
  /** Shown once: the device keeps it; the server keeps only its hash. */
  deviceToken: z.string(),
});
export const DeviceListResponseSchema = z.object({ devices: z.array(DeviceSchema) });
export const DeviceParamsSchema = z.object({ id: z.string(), deviceId: z.string() });

const deviceToken = z.string().min(1).max(200);
/**
 * What a till shows before anyone signs in: its business and the staff picker. Only a registered
 * device gets it: with each member's permissions and offline PIN verifier (null until the server
 * has seen the member's PIN since verifiers exist), so staff can switch by PIN offline.
 */
export const TillDeviceBodySchema = z.strictObject({ deviceToken });
export const TillStaffEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  permissions: StaffPermissionsSchema,
  pinVerifier: PinVerifierSchema.nullable(),
});
export type TillStaffEntry = z.infer<typeof TillStaffEntrySchema>;
export const TillDeviceResponseSchema = z.object({
  business: z.object({ id: z.string(), name: z.string() }),
  device: z.object({ id: z.string(), name: z.string() }),
  staff: z.array(TillStaffEntrySchema),
});
export type TillDeviceResponse = z.infer<typeof TillDeviceResponseSchema>;
export const TillSignInBodySchema = z.strictObject({ deviceToken, staffId: z.string(), pin });
export const TillSignInResponseSchema = z.object({
  token: z.string(),
  staff: StaffSchema.extend({ businessId: z.string() }),
});
export type TillSignInResponse = z.infer<typeof TillSignInResponseSchema>;

/** GET /businesses/{id}/reports/staff?from=&to= */
export const StaffReportQuerySchema = z.object({
  from: z.iso.date('from must be a date (YYYY-MM-DD)'),
  to: z.iso.date('to must be a date (YYYY-MM-DD)'),
});
export const StaffReportRowSchema = z.object({
  staffId: z.string().nullable(),
  name: z.string(),
  salesCount: z.number(),
  revenue: z.number(),
  refunds: z.number(),
  discounts: z.number(),
});
export const StaffReportResponseSchema = z.object({ staff: z.array(StaffReportRowSchema) });
export type StaffReportResponse = z.infer<typeof StaffReportResponseSchema>;
