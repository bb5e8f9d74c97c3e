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
