import { createEndpoint, endpointUrl, type EndpointFailure } from './openai-endpoint.ts';

/**
 * Structured output from an OpenAI-compatible chat-completions endpoint (`POST {baseUrl}/chat/completions`):
 * OpenAI itself, or a local server (Ollama, llama.cpp, vLLM…) that speaks the same API. A local
 * server may need no key, so the key is optional.
 *
 * The answer is asked for as JSON matching a schema (`response_format: json_schema`, strict). An
 * endpoint that refuses that with a 400 is asked again in JSON mode (`json_object`), with the
 * schema written into the conversation instead, and is never offered the schema format again by
 * this client, which lives as long as the process.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface StructuredChatRequest {
  messages: ChatMessage[];
  /** Names the schema for the endpoint (letters, digits, `_` and `-`). */
  schemaName: string;
  /** A JSON schema (an object without `$schema`), as strict mode reads it. */
  schema: Record<string, unknown>;
  temperature: number;
}

export interface ChatCompletions {
  /** The model's answer parsed as JSON, not yet checked against the schema: the caller validates it. */
  completeJson(request: StructuredChatRequest, signal?: AbortSignal): Promise<unknown>;
}

/** malformed: a body that is not a chat completion, or content that is not JSON. */
export type ChatCompletionFailure = EndpointFailure;

/** Why a completion failed. The message never holds the key, nor the model's content (it may quote the guest). */
export class ChatCompletionError extends Error {
  constructor(
    readonly failure: ChatCompletionFailure,
    message: string,
    readonly status: number | undefined = undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ChatCompletionError';
  }
}

export interface ChatCompletionsOptions {
  /** e.g. `https://api.openai.com/v1`; a trailing slash is fine. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

type ResponseFormat = 'json_schema' | 'json_object';

export function createChatCompletions({ baseUrl, apiKey, model, timeoutMs }: ChatCompletionsOptions): ChatCompletions {
  const endpoint = createEndpoint({
    url: endpointUrl(baseUrl, 'chat/completions'),
    apiKey,
    timeoutMs,
    what: 'Chat completion',
    fail: (...failure) => new ChatCompletionError(...failure),
  });
  let responseFormat: ResponseFormat = 'json_schema';

  function requestBody(request: StructuredChatRequest, format: ResponseFormat) {
    const { messages, schemaName, schema, temperature } = request;
    if (format === 'json_schema') {
      return {
        model,
        messages,
        temperature,
        response_format: { type: 'json_schema', json_schema: { name: schemaName, strict: true, schema } },
      };
    }
    // JSON mode checks only that the answer is JSON, so the model reads the shape from the conversation.
    const shape: ChatMessage = {
      role: 'system',
      content: `Answer with one JSON object, and nothing else, that matches this JSON schema:\n${JSON.stringify(schema)}`,
    };
    return { model, messages: [...messages, shape], temperature, response_format: { type: 'json_object' } };
  }

  return {
    async completeJson(request, signal) {
      let answer = await endpoint.post(requestBody(request, responseFormat), signal);
      if (responseFormat === 'json_schema' && refusesJsonSchema(answer.status, answer.text)) {
        responseFormat = 'json_object';
        answer = await endpoint.post(requestBody(request, responseFormat), signal);
      }
      endpoint.requireSuccess(answer);
      return parseContent(answer.text, endpoint.url);
    },
  };
}

/** A 400 (422 on some servers) that names the response format: the endpoint or the model cannot do schemas. */
function refusesJsonSchema(status: number, bodyText: string): boolean {
  return (status === 400 || status === 422) && /json_schema|response_format/i.test(bodyText);
}

/** `choices[0].message.content` of a chat completion, parsed as JSON (some models wrap it in a Markdown fence in JSON mode). */
function parseContent(bodyText: string, url: string): unknown {
  let content: unknown;
  try {
    const body = JSON.parse(bodyText) as { choices?: { message?: { content?: unknown } }[] } | null;
    content = body?.choices?.[0]?.message?.content;
  } catch {
    throw new ChatCompletionError('malformed', `Chat completion from ${url} is not JSON`);
  }
  if (typeof content !== 'string') throw new ChatCompletionError('malformed', `Chat completion from ${url} has no message content`);
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(content);
  try {
    return JSON.parse(fenced ? fenced[1]! : content);
  } catch {
    throw new ChatCompletionError('malformed', `The model's answer from ${url} is not JSON`);
  }
}
