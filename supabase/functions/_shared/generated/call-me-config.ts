// Generated from industries/site.yaml `callMe` and the flows (variables.send, agent.phone) by
// `npm run generate`; edit the YAML, not this file. The functions cannot read YAML once deployed.
import type { CallMeConfig } from '../voice-call-me-config.ts';

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
    "general": {
      "variables": [
        "caller_name",
        "user_email",
        "user_phone",
        "user_company"
      ],
      "firstMessage": "Hello, this is the AI voice agent of Harbourline. You asked for a call on our website just now, so I'm calling to show you what I can do. If you didn't ask for this call, just say so and I'll end it straight away. Is now a good time?"
    },
    "healthcare": {
      "variables": [
        "caller_name",
        "user_email",
        "user_phone",
        "user_company"
      ],
      "firstMessage": "Hello, this is the AI voice agent of Harbourline. You asked for a call on our website just now, so I'm calling to show you what I can do. If you didn't ask for this call, just say so and I'll end it straight away. Is now a good time?"
    },
    "real-estate": {
      "variables": [
        "caller_name",
        "user_email",
        "user_phone",
        "user_company"
      ],
      "firstMessage": "Hello, this is the AI voice agent of Harbourline. You asked for a call on our website just now, so I'm calling to show you what I can do. If you didn't ask for this call, just say so and I'll end it straight away. Is now a good time?"
    },
    "restaurant": {
      "variables": [
        "caller_name",
        "user_email",
        "user_phone",
        "user_company"
      ],
      "firstMessage": "Hello, this is the AI voice agent of Harbourline. You asked for a call on our website just now, so I'm calling to show you what I can do. If you didn't ask for this call, just say so and I'll end it straight away. Is now a good time?"
    }
  }
};
