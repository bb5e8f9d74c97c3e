// Generated from industries/site.yaml `crm` and the flows by `npm run generate`; edit the YAML, not this
// file. The functions cannot read YAML once deployed; secrets are function secrets, never here.
import type { CrmConfig } from '../crm/config.ts';

export const CRM_CONFIG: CrmConfig = {
  "destinations": [
    {
      "kind": "webhook",
      "name": "sales-automation",
      "url": "https://hooks.zapier.com/hooks/catch/000000/replace-me/",
      "events": [
        "lead.created",
        "meeting.booked",
        "lead.forgotten"
      ]
    },
    {
      "kind": "hubspot",
      "name": "hubspot",
      "properties": {
        "email": "person.email",
        "firstname": "person.firstName",
        "lastname": "person.lastName",
        "phone": "person.phone",
        "company": "person.company",
        "website": "person.website",
        "site_lead_id": "leadId",
        "site_lead_source": "source",
        "site_lead_locale": "locale"
      },
      "legalBasis": "Freely given consent from contact",
      "events": [
        "lead.created",
        "meeting.booked",
        "lead.forgotten"
      ]
    }
  ],
  "consent": {
    "contact": "I agree to the privacy policy and consent to being contacted about my enquiry.",
    "bookDemo": null,
    "callMe": {
      "general": "I agree to one automated call from Harbourline’s AI agent to this number now. Calls may be recorded.",
      "healthcare": "I agree to one automated call from Harbourline’s AI agent to this number now. Calls may be recorded.",
      "real-estate": "I agree to one automated call from Harbourline’s AI agent to this number now. Calls may be recorded.",
      "restaurant": "I agree to one automated call from Harbourline’s AI agent to this number now. Calls may be recorded."
    },
    "voice": {
      "automotive": "You're talking to an AI; the call is recorded.",
      "general": "You're talking to an AI; the call is recorded.",
      "ecommerce-retail": "You're talking to an AI; the call is recorded.",
      "healthcare": "You're talking to an AI; the call is recorded.",
      "insurance": "You're talking to an AI; the call is recorded.",
      "interview-fulfillment": "You're talking to an AI; the call is recorded.",
      "interview-sales": "You're talking to an AI; the call is recorded.",
      "logistics": "You're talking to an AI; the call is recorded.",
      "real-estate": "You're talking to an AI; the call is recorded.",
      "restaurant": "You're talking to an AI; the call is recorded.",
      "telecommunications": "You're talking to an AI; the call is recorded.",
      "trades": "You're talking to an AI; the call is recorded.",
      "travel-hospitality": "You're talking to an AI; the call is recorded."
    }
  },
  "salesFlows": [
    "automotive",
    "general",
    "ecommerce-retail",
    "healthcare",
    "insurance",
    "logistics",
    "real-estate",
    "restaurant",
    "telecommunications",
    "trades",
    "travel-hospitality"
  ]
};
