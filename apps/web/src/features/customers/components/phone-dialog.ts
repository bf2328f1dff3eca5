/**
 * Turns the shared centred Dialog into a full-height sheet on phones (947 px or less, SPEC's
 * mobile width): anchored to the bottom edge, the whole width, rounded only at the top.
 */
export const PHONE_FULL_HEIGHT_DIALOG =
  'max-[947px]:inset-x-0 max-[947px]:top-auto max-[947px]:bottom-0 max-[947px]:left-0 max-[947px]:max-h-[calc(100dvh-0.75rem)] max-[947px]:w-full max-[947px]:max-w-none max-[947px]:translate-x-0 max-[947px]:translate-y-0 max-[947px]:rounded-b-none max-[947px]:px-4 max-[947px]:pb-[calc(1rem+env(safe-area-inset-bottom))]';
