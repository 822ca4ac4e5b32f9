import { appendFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { OpenAPIValidator } from 'openapi-backend';
import type { OpenAPIV3 } from 'openapi-types';

type Document = OpenAPIV3.Document;
type Operation = OpenAPIV3.OperationObject;

const mediaType = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/**
 * The document and its validator (with the schema validators it compiled) per app set-up, kept for
 * the worker's life: apps built from the same settings publish the same document, and generating it
 * and compiling its validators again for every test file cost more than the tests themselves.
 */
const prepared = new Map<string, { document: Document; validator: OpenAPIValidator<Document> }>();

/**
 * Holds every answer the app gives in a test to the OpenAPI document it publishes, with a real
 * OpenAPI validator (openapi-backend, on Ajv): the status must be declared, its media type too, and
 * a JSON body must match the declared schema. What does not is collected, and the test app's close
 * fails the file with the list, so a route that answers something undeclared fails the suite in
 * whatever test makes it answer so.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance, setUp: string) {
  const violations: string[] = [];
  let checked = 0;
  const ready = () => {
    let found = prepared.get(setUp);
    if (!found) {
      const document = app.swagger() as Document;
      found = {
        document,
        validator: new OpenAPIValidator({ definition: document, lazyCompileValidators: true }),
      };
      prepared.set(setUp, found);
    }
    return found;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs')) return payload;
    const { document, validator } = ready();
    const method = request.method.toLowerCase() as OpenAPIV3.HttpMethods;
    const path = url.replace(/:(\w+)/g, '{$1}');
    const at = `${request.method} ${url} → ${reply.statusCode}`;
    const operation = document.paths[path]?.[method] as Operation | undefined;
    if (!operation) {
      violations.push(`${at}: the route is not in the document`);
      return payload;
    }
    const declared = operation.responses[String(reply.statusCode)] as OpenAPIV3.ResponseObject | undefined;
    if (!declared) {
      violations.push(`${at}: status not declared (${String(payload).slice(0, 120)})`);
      return payload;
    }
    checked += 1;
    // Not modified carries no body to check.
    if (reply.statusCode === 304) return payload;
    const type = mediaType(reply.getHeader('content-type'));
    const content = declared.content ?? {};
    if (type && !(type in content) && !Object.keys(content).some((k) => k.endsWith('/*'))) {
      violations.push(
        `${at}: media type ${type} not declared (${Object.keys(content).join(', ') || 'none'})`,
      );
      return payload;
    }
    if (type === 'application/json' && typeof payload === 'string') {
      const result = validator.validateResponse(
        JSON.parse(payload),
        operation.operationId!,
        reply.statusCode,
      );
      if (!result.valid)
        violations.push(
          `${at}: body does not match: ${(result.errors ?? [])
            .map((e) => `${e.instancePath} ${e.message}`)
            .join('; ')}`,
        );
    }
    return payload;
  });

  return {
    /** Throws with every undeclared answer seen, once. */
    assertClean() {
      // Counted across a run when asked (the API document's figures).
      if (process.env.JOBLINE_CONTRACT_COUNT_FILE)
        appendFileSync(process.env.JOBLINE_CONTRACT_COUNT_FILE, `${checked} ${violations.length}\n`);
      const seen = [...new Set(violations)];
      violations.length = 0;
      if (seen.length)
        throw new Error(`Answers the OpenAPI document does not declare:\n  ${seen.join('\n  ')}`);
    },
  };
}
