import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../errors/codes';
import { BadRequestError } from '../errors/http-error';
import { isUuid } from '../../lib/validation/patterns';

const CONTEXT_TYPES = ['advisor-panel', 'investor-panel'] as const;

/** Context-Id must be a UUID (a landing id) and Context-Type a known panel, when present (SPEC section 7). */
export function contextHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const contextId = c.req.header('context-id');
    if (contextId !== undefined && !isUuid(contextId.trim())) {
      throw new BadRequestError('Context-Id must be a UUID', ERROR_CODES.invalidContextHeader, [
        { propertyPath: 'Context-Id', title: 'Invalid header', message: 'expected a landing id (UUID)' },
      ]);
    }
    const contextType = c.req.header('context-type');
    if (contextType !== undefined && !(CONTEXT_TYPES as readonly string[]).includes(contextType.trim())) {
      throw new BadRequestError('Unknown Context-Type', ERROR_CODES.invalidContextHeader, [
        { propertyPath: 'Context-Type', title: 'Invalid header', message: `expected ${CONTEXT_TYPES.join(' or ')}` },
      ]);
    }
    await next();
  };
}
