/**
 * gtag's consent default, before gatsby-plugin-google-gtag's config command (consent must come
 * first in dataLayer). With analytics storage denied, gtag.js sets and reads no cookie and sends
 * cookieless pings: GA4 has no `client_storage: 'none'` (that was Universal Analytics); consent
 * mode is its way to keep storage off. Advertising storage and signals are off too.
 */
export const GTAG_CONSENT_SCRIPT =
  'window.dataLayer=window.dataLayer||[];(function(){dataLayer.push(arguments)})("consent","default",{analytics_storage:"denied",ad_storage:"denied",ad_user_data:"denied",ad_personalization:"denied"});';
