/**
 * Apps that open links in their own embedded browser (Facebook, Messenger, Instagram, LINE,
 * WhatsApp, TikTok, Android WebViews): Google sign-in, installing and downloads break there.
 */
const IN_APP_BROWSER =
  /FBAN|FBAV|FB_IAB|Instagram|\bLine\/|WhatsApp|TikTok|musical_ly|BytedanceWebview|; wv\)/i;

export function isInAppBrowser(userAgent: string = navigator.userAgent) {
  return IN_APP_BROWSER.test(userAgent);
}
