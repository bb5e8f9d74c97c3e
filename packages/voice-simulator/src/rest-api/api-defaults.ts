/**
 * The defaults ElevenLabs fills into an agent and a tool record, so the simulator answers GET with them as the
 * API does: a comparison that only works against an echo of what was sent then fails locally too. Only the objects
 * agents:push sends are listed, by their wire path (`[]`: each item, `{}`: each value), each with its schema.
 * Taken from the OpenAPI document of github.com/elevenlabs/elevenlabs-docs, fern/apis/api/openapi.json at commit
 * a6510bb5fa4e6d30d26ee6759cab3ac8f8a3ce3f (2025-08-24), the `default` of each property of the schema
 * (GetAgentResponseModel and ClientToolConfig-Output), scalar defaults only.
 */

export const API_DEFAULTS = {
  agent: {
    'conversation_config.agent': {
      schema: 'AgentConfigAPIModel-Output',
      defaults: {
        first_message: '',
        language: 'en',
      },
    },
    'conversation_config.agent.prompt': {
      schema: 'PromptAgentAPIModel-Output',
      defaults: {
        prompt: '',
        llm: 'gemini-2.0-flash',
        temperature: 0,
        max_tokens: -1,
        ignore_default_personality: false,
      },
    },
    'conversation_config.tts': {
      schema: 'TTSConversationalConfig-Output',
      defaults: {
        model_id: 'eleven_turbo_v2',
        voice_id: 'cjVigY5qzO86Huf0OWal',
        agent_output_audio_format: 'pcm_16000',
        optimize_streaming_latency: 3,
        stability: 0.5,
        speed: 1,
        similarity_boost: 0.8,
      },
    },
    'conversation_config.conversation': {
      schema: 'ConversationConfig',
      defaults: {
        text_only: false,
        max_duration_seconds: 600,
      },
    },
    'platform_settings.auth': {
      schema: 'AuthSettings',
      defaults: {
        enable_auth: false,
      },
    },
    'platform_settings.call_limits': {
      schema: 'AgentCallLimits',
      defaults: {
        agent_concurrency_limit: -1,
        daily_limit: 100000,
        bursting_enabled: true,
      },
    },
    'platform_settings.evaluation.criteria.[]': {
      schema: 'PromptEvaluationCriteria',
      defaults: {
        type: 'prompt',
        use_knowledge_base: false,
      },
    },
    'platform_settings.data_collection.{}': {
      schema: 'LiteralJsonSchemaProperty',
      defaults: {
        description: '',
        dynamic_variable: '',
        constant_value: '',
      },
    },
    'platform_settings.overrides': {
      schema: 'ConversationInitiationClientDataConfig-Output',
      defaults: {
        custom_llm_extra_body: false,
        enable_conversation_initiation_client_data_from_webhook: false,
      },
    },
    'platform_settings.overrides.conversation_config_override.agent': {
      schema: 'AgentConfigOverrideConfig',
      defaults: {
        first_message: false,
        language: false,
      },
    },
    'platform_settings.overrides.conversation_config_override.agent.prompt': {
      schema: 'PromptAgentAPIModelOverrideConfig',
      defaults: {
        prompt: false,
        native_mcp_server_ids: false,
      },
    },
    'platform_settings.overrides.conversation_config_override.tts': {
      schema: 'TTSConversationalConfigOverrideConfig',
      defaults: {
        voice_id: false,
      },
    },
    'platform_settings.overrides.conversation_config_override.conversation': {
      schema: 'ConversationConfigOverrideConfig',
      defaults: {
        text_only: false,
      },
    },
    'platform_settings.privacy': {
      schema: 'PrivacyConfig',
      defaults: {
        record_voice: true,
        retention_days: -1,
        delete_transcript_and_pii: false,
        delete_audio: false,
        apply_to_existing_conversations: false,
        zero_retention_mode: false,
      },
    },
  },
  tool: {
    tool_config: {
      schema: 'ClientToolConfig-Output',
      defaults: {
        type: 'client',
        response_timeout_secs: 20,
        disable_interruptions: false,
        force_pre_tool_speech: false,
        expects_response: false,
      },
    },
  },
} as const satisfies Record<string, Record<string, { schema: string; defaults: Record<string, unknown> }>>;
