import { ZApiError } from '@tabib/shared';

/** The OpenAPI security of the routes that need a signed-in account. */
export const bearer = [{ bearer: [] }];

/** The error answers a booking write may give, each a translated `ZApiError`. */
export const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
};
