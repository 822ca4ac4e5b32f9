import { z } from 'zod';
import { Msg } from '@jobline/shared';

/**
 * A field left out that the schema gives no message for would otherwise answer zod's own words,
 * "Invalid input: expected object, received undefined": say it is required, as the forms do.
 * Messages a schema sets itself still win (zod reads this one last).
 */
export function useRequiredMessage() {
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined ? Msg.common.required : undefined,
  });
}
