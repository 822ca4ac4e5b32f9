import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Msg } from '@jobline/shared';

/**
 * Answers the errors Fastify raises before any route or hook runs (an address it cannot decode, a
 * path part over the length limit) in the API's own `{message}` shape, never echoing the address
 * or naming Fastify's internal code.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ message: Msg.common.addressTooLong });
  }
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ message: Msg.common.badAddress });
  request.log.error({ err: error }, 'request failed before routing');
  return reply.status(500).send({ message: Msg.common.serverError });
}
