/**
 * Runs an agent's webhook tool the way the platform does: an HTTP request to `api_schema.url` with its
 * method, its `request_headers` (a `{ secret_id }` value replaced by the workspace secret's value), a
 * JSON body built from `request_body_schema` (each property a `constant_value`, a `dynamic_variable`
 * such as `system__conversation_id`, or the model's value for a `description`), given up after the
 * tool's `response_timeout_secs` (the service's default, 20, when unset). Shapes: the SDK's
 * WebhookToolApiSchemaConfigOutput, snake_case as stored.
 */
import type { SimRecordStore, SimTool } from '../rest-api/agent-store.ts';
import type { SimSecret } from '../rest-api/secret-record.ts';

/** `response_timeout_secs` when a tool does not set it (api-defaults.ts gives the same). */
export const DEFAULT_TOOL_TIMEOUT_SECS = 20;

export interface WebhookContext {
  /** `system__…` and the conversation's dynamic variables. */
  variables: Record<string, unknown>;
  secrets: SimRecordStore<SimSecret> | undefined;
}

export interface WebhookResult {
  /** HTTP status; 0 when it timed out or could not connect. */
  status: number;
  body: unknown;
  isError: boolean;
}

interface Property {
  constant_value?: unknown;
  dynamic_variable?: string;
  description?: string;
}

/** The request body: every property the schema defines, filled as its kind says; the rest is not sent. */
export function webhookBody(
  tool: SimTool,
  args: Record<string, unknown>,
  context: WebhookContext,
): Record<string, unknown> {
  const schema = (tool.tool_config.api_schema as { request_body_schema?: { properties?: Record<string, Property> } })
    .request_body_schema;
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (property.constant_value !== undefined) body[name] = property.constant_value;
    else if (property.dynamic_variable) body[name] = context.variables[property.dynamic_variable];
    else if (args[name] !== undefined && args[name] !== '') body[name] = args[name];
  }
  return body;
}

function headersOf(tool: SimTool, context: WebhookContext): Record<string, string> {
  const configured =
    (tool.tool_config.api_schema as { request_headers?: Record<string, unknown> }).request_headers ?? {};
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  for (const [name, value] of Object.entries(configured)) {
    if (typeof value === 'string') headers[name] = value;
    else if (value && typeof value === 'object' && 'secret_id' in value) {
      const secret = context.secrets?.get(String((value as { secret_id: unknown }).secret_id));
      // The platform refuses to save a tool naming a missing secret; here the header is left out.
      if (secret) headers[name] = secret.value;
    } else if (value && typeof value === 'object' && 'dynamic_variable' in value) {
      headers[name] = String(
        context.variables[String((value as { dynamic_variable: unknown }).dynamic_variable)] ?? '',
      );
    }
  }
  return headers;
}

export async function runWebhookTool(
  tool: SimTool,
  args: Record<string, unknown>,
  context: WebhookContext,
): Promise<WebhookResult> {
  const api = tool.tool_config.api_schema as { url: string; method?: string };
  const timeoutSecs = Number(tool.tool_config.response_timeout_secs ?? DEFAULT_TOOL_TIMEOUT_SECS);
  const method = api.method ?? 'GET';
  try {
    const response = await fetch(api.url, {
      method,
      headers: headersOf(tool, context),
      ...(method === 'GET' ? {} : { body: JSON.stringify(webhookBody(tool, args, context)) }),
      signal: AbortSignal.timeout(timeoutSecs * 1000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A plain-text answer goes to the model as it is.
    }
    return { status: response.status, body, isError: !response.ok };
  } catch (error) {
    return {
      status: 0,
      body: { error: (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable' },
      isError: true,
    };
  }
}
