/**
 * The operations of the server's OpenAPI document (`/api/openapi.json`), for the tests that walk
 * every one of them: the authorization matrix and the fuzzer. Only what those tests read is typed.
 */

/** The JSON Schema the document gives a parameter or a body (OpenAPI 3.0: `nullable` rather than a null type). */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
}

interface DocumentParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface DocumentOperation {
  parameters?: DocumentParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

export interface DocumentedParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface DocumentedOperation {
  /** `METHOD /path/{param}`, as the document writes the path. */
  key: string;
  method: string;
  path: string;
  pathParameters: DocumentedParameter[];
  queryParameters: DocumentedParameter[];
  /** The schema of a JSON body, when the operation declares one (multipart uploads declare none). */
  jsonBody?: JsonSchema;
}

const methods = new Set(['get', 'put', 'post', 'patch', 'delete', 'head', 'options']);

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([method, operation]) => {
        const { parameters = [], requestBody } = operation as DocumentOperation;
        const parametersIn = (place: DocumentParameter['in']) =>
          parameters
            .filter((parameter) => parameter.in === place)
            .map((parameter) => ({ name: parameter.name, required: parameter.required ?? false, schema: parameter.schema ?? {} }));
        return {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          pathParameters: parametersIn('path'),
          queryParameters: parametersIn('query'),
          jsonBody: requestBody?.content?.['application/json']?.schema,
        };
      }),
  );
}
