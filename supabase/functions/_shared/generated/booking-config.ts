// Generated from industries/site.yaml `booking` and the flows' `agent.booking` by `npm run generate`;
// edit the YAML, not this file. The functions cannot read YAML once deployed.
import type { BookingConfig } from '../booking/booking-config.ts';

export const BOOKING_CONFIG: BookingConfig = {
  "site": {
    "provider": "cal.com",
    "eventTypeId": 1234567,
    "lengthInMinutes": 30,
    "daysAhead": 7,
    "offerCount": 3,
    "perEmailPerWeek": 2,
    "appUrl": "https://app.cal.com",
    "schedulingUrl": "https://cal.com/harbourline/consultation"
  },
  "flows": {
    "general": {
      "maxDurationSeconds": 360
    },
    "interview-fulfillment": {
      "maxDurationSeconds": 1200
    },
    "interview-sales": {
      "maxDurationSeconds": 1200
    }
  }
};
