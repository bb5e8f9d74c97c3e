// Generated from the flows (notify, keepTranscript) and industries/site.yaml `leads` and `voiceBudget`
// by `npm run generate`; edit the YAML, not this file. The functions cannot read YAML once deployed.
import type { VoiceLeadsConfig } from '../voice/voice-leads.ts';

export const VOICE_LEADS_CONFIG: VoiceLeadsConfig = {
  "flows": {
    "automotive": {
      "notify": "sales",
      "keepTranscript": false
    },
    "general": {
      "notify": "sales",
      "keepTranscript": false
    },
    "ecommerce-retail": {
      "notify": "sales",
      "keepTranscript": false
    },
    "healthcare": {
      "notify": "sales",
      "keepTranscript": false
    },
    "insurance": {
      "notify": "sales",
      "keepTranscript": false
    },
    "interview-fulfillment": {
      "notify": "hiring",
      "keepTranscript": true
    },
    "interview-sales": {
      "notify": "hiring",
      "keepTranscript": true
    },
    "logistics": {
      "notify": "sales",
      "keepTranscript": false
    },
    "real-estate": {
      "notify": "sales",
      "keepTranscript": false
    },
    "restaurant": {
      "notify": "sales",
      "keepTranscript": false
    },
    "telecommunications": {
      "notify": "sales",
      "keepTranscript": false
    },
    "trades": {
      "notify": "sales",
      "keepTranscript": false
    },
    "travel-hospitality": {
      "notify": "sales",
      "keepTranscript": false
    }
  },
  "teams": {
    "sales": [
      "sales@harbourline.ai"
    ],
    "hiring": [
      "careers@harbourline.ai"
    ]
  },
  "minDurationSeconds": 20,
  "retentionDays": 365,
  "requestRetentionDays": 730,
  "outboxRetentionDays": 30,
  "voiceBudget": {
    "perHour": 60,
    "perDay": 300
  }
};
