// Generated from industries/site.yaml `callMe` and the flows (variables.send, agent.phone) by
// `npm run generate`; edit the YAML, not this file. The functions cannot read YAML once deployed.
import type { CallMeConfig } from '../call-me/voice-call-me-config.ts';

export const CALL_ME_CONFIG: CallMeConfig = {
  "countries": [
    "AU",
    "NZ",
    "GB",
    "US",
    "CA",
    "IE"
  ],
  "perNumberPerDay": 1,
  "perNumberPer30Days": 3,
  "quietHours": {
    "from": "21:00",
    "until": "08:00"
  },
  "flows": {
    "healthcare": {
      "variables": [
        "caller_name",
        "user_email",
        "user_phone",
        "user_company"
      ],
      "firstMessage": "Hello, this is the AI voice agent of Harbourline. You asked for a call on our website just now, so I'm calling to show you what I can do. If you didn't ask for this call, just say so and I'll end it straight away. Is now a good time?",
      "languages": {
        "es": "Hola, le habla el agente de voz con IA de Harbourline. Acaba de pedir una llamada en nuestra web, así que le llamo para mostrarle lo que puedo hacer. Si usted no ha pedido esta llamada, dígamelo y la termino enseguida. ¿Le viene bien ahora?",
        "de": "Guten Tag, hier spricht der KI-Sprachagent von Harbourline. Sie haben gerade auf unserer Website um einen Anruf gebeten, deshalb rufe ich an, um Ihnen zu zeigen, was ich kann. Falls Sie diesen Anruf nicht angefordert haben, sagen Sie es einfach, und ich beende ihn sofort. Passt es Ihnen gerade?"
      }
    },
    "real-estate": {
      "variables": [
        "caller_name",
        "user_email",
        "user_phone",
        "user_company"
      ],
      "firstMessage": "Hello, this is the AI voice agent of Harbourline. You asked for a call on our website just now, so I'm calling to show you what I can do. If you didn't ask for this call, just say so and I'll end it straight away. Is now a good time?",
      "languages": {
        "es": "Hola, le habla el agente de voz con IA de Harbourline. Acaba de pedir una llamada en nuestra web, así que le llamo para mostrarle lo que puedo hacer. Si usted no ha pedido esta llamada, dígamelo y la termino enseguida. ¿Le viene bien ahora?",
        "de": "Guten Tag, hier spricht der KI-Sprachagent von Harbourline. Sie haben gerade auf unserer Website um einen Anruf gebeten, deshalb rufe ich an, um Ihnen zu zeigen, was ich kann. Falls Sie diesen Anruf nicht angefordert haben, sagen Sie es einfach, und ich beende ihn sofort. Passt es Ihnen gerade?"
      }
    },
    "restaurant": {
      "variables": [
        "caller_name",
        "user_email",
        "user_phone",
        "user_company"
      ],
      "firstMessage": "Hello, this is the AI voice agent of Harbourline. You asked for a call on our website just now, so I'm calling to show you what I can do. If you didn't ask for this call, just say so and I'll end it straight away. Is now a good time?",
      "languages": {
        "es": "Hola, le habla el agente de voz con IA de Harbourline. Acaba de pedir una llamada en nuestra web, así que le llamo para mostrarle lo que puedo hacer. Si usted no ha pedido esta llamada, dígamelo y la termino enseguida. ¿Le viene bien ahora?",
        "de": "Guten Tag, hier spricht der KI-Sprachagent von Harbourline. Sie haben gerade auf unserer Website um einen Anruf gebeten, deshalb rufe ich an, um Ihnen zu zeigen, was ich kann. Falls Sie diesen Anruf nicht angefordert haben, sagen Sie es einfach, und ich beende ihn sofort. Passt es Ihnen gerade?"
      }
    },
    "general": {
      "variables": [
        "caller_name",
        "user_email",
        "user_phone",
        "user_company"
      ],
      "firstMessage": "Hello, this is the AI voice agent of Harbourline. You asked for a call on our website just now, so I'm calling to show you what I can do. If you didn't ask for this call, just say so and I'll end it straight away. Is now a good time?",
      "languages": {
        "es": "Hola, le habla el agente de voz con IA de Harbourline. Acaba de pedir una llamada en nuestra web, así que le llamo para mostrarle lo que puedo hacer. Si usted no ha pedido esta llamada, dígamelo y la termino enseguida. ¿Le viene bien ahora?",
        "de": "Guten Tag, hier spricht der KI-Sprachagent von Harbourline. Sie haben gerade auf unserer Website um einen Anruf gebeten, deshalb rufe ich an, um Ihnen zu zeigen, was ich kann. Falls Sie diesen Anruf nicht angefordert haben, sagen Sie es einfach, und ich beende ihn sofort. Passt es Ihnen gerade?"
      }
    }
  }
};
