/**
 * Turns the shared centred Dialog into a sheet on phones (947 px or less, SPEC's mobile width):
 * anchored to the bottom edge, the whole width, rounded only at the top. A dialog adds its height.
 */
export const PHONE_SHEET =
  'max-[947px]:inset-x-0 max-[947px]:top-auto max-[947px]:bottom-0 max-[947px]:left-0 max-[947px]:w-full max-[947px]:max-w-none max-[947px]:translate-x-0 max-[947px]:translate-y-0 max-[947px]:rounded-b-none max-[947px]:px-4';

/** A sheet as tall as its content, up to the screen; its last row clears the home indicator. */
export const PHONE_SHEET_DIALOG = `${PHONE_SHEET} max-[947px]:max-h-[calc(100dvh-0.75rem)] max-[947px]:pb-[calc(1rem+env(safe-area-inset-bottom))]`;

/**
 * A sheet the full height of the screen, for a long form whose sticky footer
 * (FormDialogActions' `phoneSheet`) clears the home indicator itself.
 */
export const PHONE_FULL_HEIGHT_DIALOG = `${PHONE_SHEET} max-[947px]:h-[calc(100dvh-0.75rem)] max-[947px]:max-h-none`;
