// Generated from the demo flows (agentId) and industries/agents/*.yaml by `npm run generate`;
// edit the YAML or run npm run agents:push, not this file. voice-signed-url signs only these agents.
export const VOICE_AGENT_IDS: ReadonlySet<string> = new Set([
  "agent_automotive_demo_01",
  "agent_ecommerce_demo_01",
  "agent_general_demo_01",
  "agent_healthcare_demo_01",
  "agent_insurance_demo_01",
  "agent_interview_fulfillment_01",
  "agent_interview_sales_01",
  "agent_logistics_demo_01",
  "agent_real_estate_demo_01",
  "agent_restaurant_demo_01",
  "agent_telecom_demo_01",
  "agent_trades_demo_01",
  "agent_travel_demo_01"
]);

/** The flows each agent serves: a session's flow is derived from its agent, not taken from the request. */
export const VOICE_AGENT_FLOWS: Readonly<Record<string, readonly string[]>> = {
  "agent_automotive_demo_01": [
    "automotive"
  ],
  "agent_ecommerce_demo_01": [
    "ecommerce-retail"
  ],
  "agent_general_demo_01": [
    "general"
  ],
  "agent_healthcare_demo_01": [
    "healthcare"
  ],
  "agent_insurance_demo_01": [
    "insurance"
  ],
  "agent_interview_fulfillment_01": [
    "interview-fulfillment"
  ],
  "agent_interview_sales_01": [
    "interview-sales"
  ],
  "agent_logistics_demo_01": [
    "logistics"
  ],
  "agent_real_estate_demo_01": [
    "real-estate"
  ],
  "agent_restaurant_demo_01": [
    "restaurant"
  ],
  "agent_telecom_demo_01": [
    "telecommunications"
  ],
  "agent_trades_demo_01": [
    "trades"
  ],
  "agent_travel_demo_01": [
    "travel-hospitality"
  ]
};
