/** The shared mobile rule in a module of its own, so that `loadPhoneRule` can fetch it on demand. */
export { ZMoroccanMobile } from '@tabib/shared';
